import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/badge';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A day as "21 Nov 2025" (the text itself when it is not a date). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  active: 'success',
  past_due: 'warning',
  suspended: 'danger',
  shipped: 'primary',
  delivered: 'accent',
  cancelled: 'danger',
  expired: 'neutral',
};

/** An order's or subscription's status, coloured by what it means for the customer (`label`: in words). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge $tone={STATUS_TONES[status] ?? 'neutral'}>{label ?? status}</Badge>;
}

/** One order or subscription: what it is on the left, amount and status on the right. */
export const Entry = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const EntryEnd = styled.div`
  display: grid;
  justify-items: end;
  gap: 6px;
`;

export const Meta = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
