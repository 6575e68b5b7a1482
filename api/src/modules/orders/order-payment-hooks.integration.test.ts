import type { EntityManager } from 'typeorm';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder, setOrderStatus } from '../../test/order-actions';
import { placePaidOrder, pressDemoButton, REFUND_ORDER } from '../../test/payment-actions';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import type { OrderPaymentHooks } from './order-payment-hooks';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'hooks-admin');
const calls: { hook: string; orderId: string; status: string; items: number; extra?: unknown }[] = [];

/** A hooks object as stock, invoices or discounts register one; it also proves it runs in the transaction. */
const recorder: OrderPaymentHooks = {
  async paid(manager: EntityManager, order, items) {
    const [{ status }] = await manager.query(`SELECT "status" FROM "orders" WHERE "id" = $1`, [order.id]);
    calls.push({ hook: 'paid', orderId: order.id, status, items: items.length });
  },
  async cancelled(_manager, order, items, previousStatus) {
    calls.push({
      hook: 'cancelled',
      orderId: order.id,
      status: order.status,
      items: items.length,
      extra: previousStatus,
    });
  },
  async refunded(_manager, order, items, refund) {
    calls.push({
      hook: 'refunded',
      orderId: order.id,
      status: order.status,
      items: items.length,
      extra: refund,
    });
  },
};

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, PAYMENTS_DEMO: '1' });
  server.services.orderHooks.push(recorder);
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const of = (orderId: string) => calls.filter((call) => call.orderId === orderId);

const pressPay = (orderId: string) => pressDemoButton(server, orderId);

describe('OrdersService calls every registered OrderPaymentHooks', () => {
  it('paid once inside the paying transaction, however often it is paid; refunded with amount, full and reason', async () => {
    const order = await placePaidOrder(server.client(), [ids.flexi], 'stripe', uniqueEmail('hooks'));
    await Promise.all([pressPay(order.id), pressPay(order.id)]);
    expect(of(order.id)).toEqual([{ hook: 'paid', orderId: order.id, status: 'paid', items: 1 }]);

    await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '9.00', reason: 'Goodwill' });
    await admin.gql(REFUND_ORDER, { orderId: order.id, amount: '20.00', reason: 'Returned' });
    expect(of(order.id).slice(1)).toEqual([
      {
        hook: 'refunded',
        orderId: order.id,
        status: 'paid',
        items: 1,
        extra: { amountCents: 900, full: false, reason: 'Goodwill' },
      },
      {
        hook: 'refunded',
        orderId: order.id,
        status: 'refunded',
        items: 1,
        extra: { amountCents: 2000, full: true, reason: 'Returned' },
      },
    ]);
  });

  it("the admin's Mark as Paid and Cancel call paid and cancelled (with the status it had)", async () => {
    const orderId = await placeOrder(server.client(), [ids.pro, ids.secure]);
    expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    expect((await setOrderStatus(admin, orderId, 'cancelled')).status).toBe(200);
    expect(of(orderId)).toEqual([
      { hook: 'paid', orderId, status: 'paid', items: 2 },
      { hook: 'cancelled', orderId, status: 'cancelled', items: 2, extra: 'paid' },
    ]);
  });
});
