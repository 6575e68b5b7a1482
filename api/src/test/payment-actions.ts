import { paymentMessages } from '@hometunnel/rules';
import { checkoutData } from './shop-fixtures';
import type { TestClient, TestServer } from './test-server';

/** The payment tests' common steps. */

export interface PlacedOrder {
  id: string;
  paymentUrl: string | null;
  paymentStatus: string;
  totalAmount: string;
  status: string;
}

/** Places an order for these products, paid with `paymentMethod`; answers the REST body. */
export async function placePaidOrder(
  client: TestClient,
  productIds: string[],
  paymentMethod: string,
  email = 'ada@example.com',
): Promise<PlacedOrder> {
  const response = await client.post('/api/orders/from-checkout', {
    paymentMethod,
    checkoutData: checkoutData({ personal: { email } }),
    cartItems: productIds.map((productId) => ({ productId })),
  });
  if (response.status !== 201) throw new Error(`order failed: ${JSON.stringify(response.body)}`);
  return response.body as PlacedOrder;
}

export interface OrderRow {
  status: string;
  paymentStatus: string;
  refundedAmount: string;
  needsReview: boolean;
  reviewReason: string | null;
  captureRef: string | null;
}

export async function orderRow(server: TestServer, orderId: string): Promise<OrderRow> {
  const [row] = await server.db.dataSource.query(
    `SELECT "status", "payment_status" AS "paymentStatus", "refunded_amount"::text AS "refundedAmount",
            "needs_review" AS "needsReview", "review_reason" AS "reviewReason", "capture_ref" AS "captureRef"
       FROM "orders" WHERE "id" = $1`,
    [orderId],
  );
  return row as OrderRow;
}

/** How many times the order's status changed to `status` (its history rows). */
export async function statusChanges(server: TestServer, orderId: string, status: string): Promise<number> {
  const [{ count }] = await server.db.dataSource.query(
    `SELECT count(*)::int AS "count" FROM "order_status_changes" WHERE "order_id" = $1 AND "to_status" = $2`,
    [orderId, status],
  );
  return count as number;
}

export async function paymentEventCount(server: TestServer, orderId: string): Promise<number> {
  const [{ count }] = await server.db.dataSource.query(
    `SELECT count(*)::int AS "count" FROM "payment_events" WHERE "order_id" = $1`,
    [orderId],
  );
  return count as number;
}

export const REFUND_ORDER = `mutation($orderId: ID!, $amount: String!, $reason: String!) {
  refundOrder(orderId: $orderId, amount: $amount, reason: $reason) { id status paymentStatus refundedAmount }
}`;

/** Presses a button of the demo payment page (PAYMENTS_DEMO) of an order, as the buyer would. */
export async function pressDemoButton(
  server: TestServer,
  orderId: string,
  action: 'pay' | 'decline' = 'pay',
): Promise<Response> {
  const page = await (await fetch(`${server.url}/api/payments/demo/${orderId}`)).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
  return fetch(`${server.url}/api/payments/demo/${orderId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, token }).toString(),
  });
}

/** A payment that got in after the order was cancelled: flagged for review, never paid, nothing captured. */
export async function expectCancelledAndFlagged(server: TestServer, orderId: string): Promise<void> {
  expect(await orderRow(server, orderId)).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'FAILED',
    needsReview: true,
    reviewReason: paymentMessages.paidWhileCancelled,
    captureRef: null,
  });
  expect(await statusChanges(server, orderId, 'paid')).toBe(0);
}
