import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { PayPalFake } from '../../test/fakes/paypal-fake';
import { deliverStripe, StripeFake } from '../../test/fakes/stripe-fake';
import { setOrderStatus } from '../../test/order-actions';
import { lockShelf } from '../../test/shelf-lock';
import {
  expectCancelledAndFlagged,
  orderRow,
  placePaidOrder,
  statusChanges,
} from '../../test/payment-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { stockHookReasons } from '../catalog/stock-order-hooks';
import { Order } from '../orders/order.entity';

/**
 * Issue 25's audit: a reservation that ended stops the payment. The expiry pass fails the payment
 * of the order it cancels and expires its Stripe session; the session was made to end with the
 * reservation; a PayPal return is not captured; a payment that still gets in leaves the order
 * cancelled, flagged for review, and the stock as the cancellation left it.
 */
let server: TestServer;
let stripe: StripeFake;
let paypal: PayPalFake;
let ids: CatalogIds;
let admin: TestClient;
let releaseShelf: (() => void) | undefined;
const [adminEmail] = adminEmails(1, 'expired-reservation-admin');

beforeAll(async () => {
  stripe = await new StripeFake().start();
  paypal = await new PayPalFake().start();
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    ...stripe.settings(),
    ...paypal.settings(),
    PUBLIC_URL: 'https://shop.example',
    PAYMENTS_DEMO: '0',
  });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
  releaseShelf = await lockShelf('light');
});
afterAll(async () => {
  releaseShelf?.();
  await server.close();
  await stripe.stop();
  await paypal.stop();
});

/** A deadline long past: the pass below runs just after it, so it ends no other file's order. */
const DEADLINE = new Date('2001-01-01T00:00:00Z');

/**
 * Light Packages put on (or taken off) the shelf, each just before its order holds it and just
 * after its reservation gave it back: files share the database (the race test, which takes turns
 * with this file through the shelf lock, and orders of other files). In SQL, not adjustStock: no
 * ledger rows for units that only pass through.
 */
async function shelve(units: number): Promise<void> {
  await server.db.dataSource.query(
    `UPDATE "products" SET "stock_on_hand" = "stock_on_hand" + $2 WHERE "id" = $1`,
    [ids.light, units],
  );
}

/** A Light Package on the shelf and a guest's order of it, paid with `method`: its unit is reserved. */
async function placeHeld(method: 'stripe' | 'paypal') {
  const { dataSource } = server.db;
  await shelve(1);
  const buyer = server.client();
  const order = await placePaidOrder(buyer, [ids.light], method, uniqueEmail(`expired-${method}`));
  const { reservedUntil } = await dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
  expect(reservedUntil).not.toBeNull();
  expect(order).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
  expect(order.paymentUrl).not.toBeNull();
  return { buyer, order, reservedUntil: reservedUntil! };
}

/**
 * The order's reservation ends and the expiry pass runs after the deadline (once more while
 * another file's pass holds its lock).
 */
async function expire(orderId: string): Promise<void> {
  await server.db.dataSource.query(`UPDATE "orders" SET "reserved_until" = $2 WHERE "id" = $1`, [
    orderId,
    DEADLINE,
  ]);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const pass = await server.services.reservationExpiry.run(new Date(DEADLINE.getTime() + 1000));
    if (pass) {
      expect(pass).toEqual({ cancelled: 1 });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the expiry pass never got its lock');
}

/** The order's stock movements, oldest first. */
async function movements(orderId: string) {
  return server.db.dataSource.query(
    `SELECT "kind", "delta", "reserved_delta" AS "reservedDelta", "reason" FROM "stock_movements"
      WHERE "order_id" = $1 ORDER BY "created_at", "id"`,
    [orderId],
  ) as Promise<{ kind: string; delta: number; reservedDelta: number; reason: string }[]>;
}

async function lightStock(): Promise<{ onHand: number; reserved: number }> {
  const [row] = await server.db.dataSource.query(
    `SELECT "stock_on_hand" AS "onHand", "stock_reserved" AS "reserved" FROM "products" WHERE "id" = $1`,
    [ids.light],
  );
  return row;
}

/** The expiry's movement: the unit is free again, nothing leaves the shelf. */
const RELEASED = { kind: 'release', delta: 0, reservedDelta: -1, reason: stockHookReasons.expired };

describe('a reservation that ended stops the payment', () => {
  it('Stripe: the session ends with the reservation; the expiry pass fails the payment and expires the session', async () => {
    const { buyer, order, reservedUntil } = await placeHeld('stripe');
    const session = stripe.sessionFor(order.id);
    const until = reservedUntil.getTime() / 1000;
    // In Stripe's window, and never long after the reservation (the default 30 minutes is just
    // below the window: moved a minute or two later).
    expect(session.expires_at).toBeGreaterThanOrEqual(session.created + 30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(session.created + 24 * 60 * 60);
    expect(session.expires_at).toBeGreaterThanOrEqual(Math.floor(until));
    expect(session.expires_at).toBeLessThanOrEqual(until + 3 * 60);

    await expire(order.id);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    expect(await statusChanges(server, order.id, 'cancelled')).toBe(1);
    expect((await movements(order.id))[1]).toEqual(RELEASED);
    await shelve(-1);
    // Expired at Stripe once the cancellation committed: its page takes no payment.
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `/v1/checkout/sessions/${session.id}/expire` }),
    );
    expect(session.status).toBe('expired');
    expect(() => stripe.pay(session)).toThrow(/expired/);

    const back = await buyer.post('/api/payments/return', { order: order.id, provider: 'stripe' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED', paymentUrl: null });
  });

  it('PayPal: the buyer who approved comes back after the deadline: nothing is captured, the order stays cancelled', async () => {
    const { buyer, order } = await placeHeld('paypal');
    const paypalOrder = paypal.orderFor(order.id);
    paypal.approve(paypalOrder);

    await expire(order.id);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    await shelve(-1);

    const back = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: paypalOrder.id,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED', paymentUrl: null });
    expect(paypalOrder.status).toBe('APPROVED');
    expect(paypalOrder.capture).toBeUndefined();
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'FAILED',
      needsReview: false,
      captureRef: null,
    });
    expect(await statusChanges(server, order.id, 'paid')).toBe(0);
    expect((await movements(order.id)).map(({ kind }) => kind)).toEqual(['reserve', 'release']);
  });

  it('PayPal: a return after the deadline, before the expiry pass has run, captures nothing either', async () => {
    const { buyer, order } = await placeHeld('paypal');
    const paypalOrder = paypal.orderFor(order.id);
    paypal.approve(paypalOrder);
    await server.db.dataSource.query(`UPDATE "orders" SET "reserved_until" = $2 WHERE "id" = $1`, [
      order.id,
      DEADLINE,
    ]);
    const back = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: paypalOrder.id,
    });
    expect(back.body).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
    expect(paypalOrder.capture).toBeUndefined();
    await expire(order.id);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    await shelve(-1);
  });

  it('PayPal: a return within the deadline captures, and the hold outlasts the capture by two minutes', async () => {
    const { buyer, order } = await placeHeld('paypal');
    const paypalOrder = paypal.orderFor(order.id);
    paypal.approve(paypalOrder);
    // Ten seconds left: the return's hold keeps the expiry pass away while PayPal captures.
    const soon = new Date(Date.now() + 10_000);
    await server.db.dataSource.query(`UPDATE "orders" SET "reserved_until" = $2 WHERE "id" = $1`, [
      order.id,
      soon,
    ]);
    const back = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: paypalOrder.id,
    });
    expect(back.body).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    const { reservedUntil } = await server.db.dataSource
      .getRepository(Order)
      .findOneByOrFail({ id: order.id });
    expect(reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it('PayPal: an order an admin cancelled while its payment was pending is not captured either', async () => {
    const buyer = server.client();
    const order = await placePaidOrder(buyer, [ids.ultimate], 'paypal', uniqueEmail('expired-admin-cancel'));
    const paypalOrder = paypal.orderFor(order.id);
    paypal.approve(paypalOrder);
    expect((await setOrderStatus(admin, order.id, 'cancelled')).status).toBe(200);

    const back = await buyer.post('/api/payments/return', {
      order: order.id,
      provider: 'paypal',
      token: paypalOrder.id,
    });
    expect(back.body).toMatchObject({ status: 'cancelled', paymentUrl: null });
    expect(paypalOrder.status).toBe('APPROVED');
    expect(paypalOrder.capture).toBeUndefined();
  });

  it('Stripe: a payment made just before the deadline whose event comes after it: cancelled, for review, stock as released', async () => {
    const { order } = await placeHeld('stripe');
    const session = stripe.pay(stripe.sessionFor(order.id));

    await expire(order.id);
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'FAILED' });
    // The session was complete: Stripe refused to expire it (logged), the order ended all the same.
    expect(session.status).toBe('complete');
    const before = await lightStock();

    const paid = stripe.webhook('checkout.session.completed', session);
    const answers = [await deliverStripe(server, paid), await deliverStripe(server, paid)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const late = stripe.webhook('checkout.session.async_payment_succeeded', session);
    expect((await deliverStripe(server, late)).status).toBe(200);

    await expectCancelledAndFlagged(server, order.id);
    // Released once by the expiry, never sold: the late payment moved no unit.
    const moved = await movements(order.id);
    expect(moved.map(({ kind }) => kind)).toEqual(['reserve', 'release']);
    expect(moved[1]).toEqual(RELEASED);
    const [reservation] = await server.db.dataSource.query(
      `SELECT "state" FROM "stock_reservations" WHERE "order_id" = $1`,
      [order.id],
    );
    expect(reservation).toEqual({ state: 'released' });
    expect(await lightStock()).toEqual(before);
    await shelve(-1);
  });
});
