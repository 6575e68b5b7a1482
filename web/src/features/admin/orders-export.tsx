import { useState } from 'react';
import type { OrderStatusName } from '@hometunnel/rules';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button';
import { ErrorText } from '../../components/field';
import { DayRangeFields, type DayRange } from './day-range-fields';
import { localDayStart } from './support-rules';

/**
 * The orders CSV for a day range picked in the browser (local days, both included; either may be
 * empty) and a status: the API's half-open `from ≤ createdAt < to` range. Null when a day is not
 * a date or the range runs backwards.
 */
export function ordersCsvUrl(fromDay: string, toDay: string, status: OrderStatusName | null): string | null {
  const from = fromDay ? localDayStart(fromDay) : null;
  const to = toDay ? localDayStart(toDay, 1) : null;
  if ((fromDay && !from) || (toDay && !to) || (from && to && from >= to)) return null;
  const params = new URLSearchParams();
  if (from) params.set('from', from.toISOString());
  if (to) params.set('to', to.toISOString());
  if (status) params.set('status', status);
  const query = params.toString();
  return `/api/admin/orders.csv${query ? `?${query}` : ''}`;
}

/**
 * Order Management's export: every order of the range and the status filter shown, streamed by
 * the server as one CSV file (not only the orders loaded on the screen).
 */
export function OrdersExport({ status }: { status: OrderStatusName | null }) {
  const [range, setRange] = useState<DayRange>({ fromDay: '', toDay: '' });
  const url = ordersCsvUrl(range.fromDay, range.toDay, status);
  return (
    <Form aria-label="Export orders as CSV" onSubmit={(event) => event.preventDefault()}>
      <DayRangeFields {...range} onChange={setRange} />
      {url ? (
        <ButtonAnchor href={url} download $size="sm" $variant="outline">
          Export CSV{status ? ` (${status})` : ''}
        </ButtonAnchor>
      ) : (
        <ErrorText role="alert">Choose a From day on or before the To day</ErrorText>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
`;
