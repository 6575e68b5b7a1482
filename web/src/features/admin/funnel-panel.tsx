import styled from 'styled-components';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { EmptyState } from './admin-layout';
import { DayRangeFields } from './day-range-fields';
import { funnelRows, type FunnelStep } from './support-rules';
import { Toolbar } from './tickets-panel';

/** The date range picker plus the funnel chart: distinct sessions per step and step-to-step conversion. */
export function FunnelPanel({
  fromDay,
  toDay,
  onRange,
  rangeValid,
  steps,
  loading,
  error,
}: {
  fromDay: string;
  toDay: string;
  onRange: (range: { fromDay: string; toDay: string }) => void;
  rangeValid: boolean;
  steps: readonly FunnelStep[] | undefined;
  loading: boolean;
  error?: unknown;
}) {
  return (
    <div>
      <Toolbar as="form" aria-label="Funnel date range" onSubmit={(e) => e.preventDefault()}>
        <DayRangeFields fromDay={fromDay} toDay={toDay} onChange={onRange} />
        {loading && <Spinner size={20} label="Loading funnel" />}
      </Toolbar>
      {!rangeValid ? (
        <EmptyState role="alert">Choose a start date on or before the end date.</EmptyState>
      ) : error ? (
        <EmptyState role="alert">{errorMessage(error) ?? 'Failed to load the funnel'}</EmptyState>
      ) : steps ? (
        <FunnelChart steps={steps} />
      ) : null}
    </div>
  );
}

/**
 * Horizontal bars (styled divs, no chart library), each scaled to the first step, in checkout
 * order; "continued" is relative to the previous step, at most 100 % (support-rules: funnelRows).
 */
export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const rows = funnelRows(steps);
  const first = rows[0];
  // The summary's goal is the purchase (joining the waitlist comes after it, for some buyers).
  const last = rows.find((row) => row.eventType === 'purchase') ?? rows[rows.length - 1];
  if (!first || first.sessions === 0) {
    return <EmptyState>No checkout activity in this range</EmptyState>;
  }
  return (
    <Chart aria-label="Checkout funnel">
      <Summary>
        <strong>{first.sessions}</strong> sessions {first.label.toLowerCase()};{' '}
        <strong>{last!.sessions}</strong> reached {last!.label.toLowerCase()} ({last!.ofFirst}% overall).
      </Summary>
      <Steps>
        {rows.map((row, index) => (
          <Step key={row.eventType} data-testid="funnel-step">
            {index > 0 && (
              <Conversion>
                <span aria-hidden="true">↓</span> {row.fromPrevious === null ? '—' : `${row.fromPrevious}%`}{' '}
                <span className="visually-hidden">of the previous step</span>
                <span aria-hidden="true"> continued</span>
                {row.capped && <span> (more sessions than the step before in this range)</span>}
              </Conversion>
            )}
            <Row>
              <StepLabel>{row.label}</StepLabel>
              <Track aria-hidden="true">
                <Bar style={{ width: `${Math.max(row.ofFirst, row.sessions > 0 ? 1.5 : 0)}%` }} />
              </Track>
              <Count>
                {row.sessions} <span>{row.sessions === 1 ? 'session' : 'sessions'}</span>
              </Count>
            </Row>
          </Step>
        ))}
      </Steps>
    </Chart>
  );
}

const Chart = styled.figure`
  margin: 0;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Summary = styled.figcaption`
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  gap: 4px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'label count' 'bar bar';
  gap: 4px 12px;
  align-items: center;
  ${media.md} {
    grid-template-columns: 170px 1fr 120px;
    grid-template-areas: 'label bar count';
  }
`;

const StepLabel = styled.span`
  grid-area: label;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const Track = styled.div`
  grid-area: bar;
  height: 26px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bgSubtle};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: 8px;
  background: ${({ theme }) => theme.gradients.brand};
  transition: width 300ms ease;
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Count = styled.span`
  grid-area: count;
  text-align: right;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

const Conversion = styled.span`
  padding-left: 4px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.md} {
    padding-left: 182px;
  }
`;
