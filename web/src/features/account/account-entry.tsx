import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/badge';
import { useLanguage } from '../../i18n';
import { formatDay } from '../../lib/subscriptions/subscription-words';

/** A day in the page's language: "21 Nov 2025", "21. Nov. 2025" (the text itself when it is not a date). */
export function useFormatDay(): (iso: string) => string {
  const language = useLanguage();
  return useCallback((iso: string) => formatDay(iso, language), [language]);
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

// The badge shows the status as the API names it (in capitals): in English, its code as it is.
const STATUS_LABELS = defineMessages({
  pending: { id: 'account.status.pending', defaultMessage: 'pending' },
  paid: { id: 'account.status.paid', defaultMessage: 'paid' },
  shipped: { id: 'account.status.shipped', defaultMessage: 'shipped' },
  delivered: { id: 'account.status.delivered', defaultMessage: 'delivered' },
  cancelled: { id: 'account.status.cancelled', defaultMessage: 'cancelled' },
  refunded: { id: 'account.status.refunded', defaultMessage: 'refunded' },
  active: { id: 'account.status.active', defaultMessage: 'active' },
  past_due: { id: 'account.status.pastDue', defaultMessage: 'past due' },
  suspended: { id: 'account.status.suspended', defaultMessage: 'suspended' },
  expired: { id: 'account.status.expired', defaultMessage: 'expired' },
  open: { id: 'account.status.open', defaultMessage: 'open' },
  answered: { id: 'account.status.answered', defaultMessage: 'answered' },
  resolved: { id: 'account.status.resolved', defaultMessage: 'resolved' },
});

/** An order's, subscription's or ticket's status, coloured by what it means for the customer. */
export function StatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const label = Object.hasOwn(STATUS_LABELS, status)
    ? intl.formatMessage(STATUS_LABELS[status as keyof typeof STATUS_LABELS])
    : status.replace(/_/g, ' ');
  return <Badge $tone={STATUS_TONES[status] ?? 'neutral'}>{label}</Badge>;
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
