import styled, { css } from 'styled-components';
import { statusColour, type StatusColour } from './order-rules';

const colours: Record<StatusColour, { bg: string; fg: string; dot: string }> = {
  yellow: { bg: '#fef9c3', fg: '#854d0e', dot: '#eab308' },
  green: { bg: '#dcfce7', fg: '#166534', dot: '#22c55e' },
  blue: { bg: '#dbeafe', fg: '#1e40af', dot: '#3b82f6' },
  purple: { bg: '#f3e8ff', fg: '#6b21a8', dot: '#a855f7' },
  grey: { bg: '#f1f5f9', fg: '#475569', dot: '#94a3b8' },
};

/** Order status badge in the spec's admin colours; `data-colour` names the colour for tests. */
export function StatusBadge({ status }: { status: string }) {
  const colour = statusColour(status);
  return (
    <Pill $colour={colour} data-colour={colour} data-testid="order-status">
      <span aria-hidden="true" />
      {status}
    </Pill>
  );
}

const Pill = styled.span<{ $colour: StatusColour }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 26px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: capitalize;
  white-space: nowrap;
  ${({ $colour }) => css`
    background: ${colours[$colour].bg};
    color: ${colours[$colour].fg};
    span {
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: ${colours[$colour].dot};
    }
  `}
`;
