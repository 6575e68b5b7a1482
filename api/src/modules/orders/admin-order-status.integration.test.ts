import { MAX_QUANTITY } from '@hometunnel/rules';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder, SET_ORDER_STATUS, setOrderStatus } from '../../test/order-actions';
import { outboxFor } from '../../test/outbox';
import {
  orderRow,
  paymentEventCount,
  placePaidOrder,
  pressDemoButton,
  statusChanges,
} from '../../test/payment-actions';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'orders-admin');

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000', ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

describe('status transitions (DECISIONS: pending → paid → shipped → delivered; pending/paid → cancelled)', () => {
  it('moves an order along and refuses other moves with a clear message', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    for (const status of ['paid', 'shipped', 'delivered']) {
      const response = await setOrderStatus(admin, orderId, status);
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(status);
    }
    const again = await setOrderStatus(admin, orderId, 'delivered');
    expect(again.status).toBe(200);
    const back = await setOrderStatus(admin, orderId, 'pending');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order cannot go from delivered to pending (delivered is final)');
    const gqlBack = await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'cancelled' });
    expect(gqlBack.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('refuses skipping ahead, unknown statuses and unknown orders', async () => {
    const orderId = await placeOrder(server.client(), [ids.light]);
    const skip = await setOrderStatus(admin, orderId, 'shipped');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      'An order cannot go from pending to shipped (it can become paid or cancelled)',
    );
    const unknown = await setOrderStatus(admin, orderId, 'lost');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Status must be one of: pending, paid, shipped, delivered, cancelled, refunded',
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await setOrderStatus(admin, id, 'paid');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Order not found');
    }
  });
});

describe("an order sent to pay is never set paid by hand (DECISIONS: the provider's event, or a recorded transfer)", () => {
  let shop: TestServer;
  let shopAdmin: TestClient;
  const [shopAdminEmail] = adminEmails(1, 'selling-admin');

  beforeAll(async () => {
    // A shop that sells: bank transfer, and card and PayPal through the demo provider.
    shop = await startTestServer({
      ADMIN_EMAILS: shopAdminEmail,
      BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
      BANK_TRANSFER_BIC: 'COBADEFFXXX',
      BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
      PAYMENTS_DEMO: '1',
      PUBLIC_URL: 'https://shop.example',
    });
    shopAdmin = await signedInAdmin(shop, shopAdminEmail);
  });
  afterAll(() => shop.close());

  const invoiceCount = async (orderId: string): Promise<number> =>
    (
      await shop.db.dataSource.query(
        `SELECT count(*)::int AS "count" FROM "invoices" WHERE "order_id" = $1`,
        [orderId],
      )
    )[0].count;

  /** Nothing about the order moved: still waiting for its money, no event, invoice or payment mail. */
  async function expectUnpaid(orderId: string, email: string) {
    expect(await orderRow(shop, orderId)).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
    expect(await statusChanges(shop, orderId, 'paid')).toBe(0);
    expect(await paymentEventCount(shop, orderId)).toBe(0);
    expect(await invoiceCount(orderId)).toBe(0);
    expect(await outboxFor(shop, email, 'payment-received')).toHaveLength(0);
  }

  it('a bank transfer order: 400 / BAD_USER_INPUT pointing at "Record bank transfer"; recording it still pays', async () => {
    const email = uniqueEmail('transfer');
    const order = await placePaidOrder(shop.client(), [ids.flexi], 'bank_transfer', email);
    expect(order.paymentStatus).toBe('PENDING');
    const message =
      'A bank transfer order cannot be set to paid: record the money received with its reference instead ("Record bank transfer" in Order Management, GraphQL markOrderPaid)';
    const rest = await setOrderStatus(shopAdmin, order.id, 'paid');
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, error: message });
    const gql = await shopAdmin.gql(SET_ORDER_STATUS, { id: order.id, status: 'paid' });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    await expectUnpaid(order.id, email);

    const recorded = await shopAdmin.gql(
      `mutation($orderId: ID!) { markOrderPaid(orderId: $orderId, reference: "SEPA 4711") { status paymentStatus } }`,
      { orderId: order.id },
    );
    expect(recorded.data.markOrderPaid).toEqual({ status: 'paid', paymentStatus: 'PAID' });
    expect(await invoiceCount(order.id)).toBe(1);
    // Paid, it moves along by hand as before.
    expect((await setOrderStatus(shopAdmin, order.id, 'shipped')).status).toBe(200);
  });

  it.each(['stripe', 'paypal'])(
    "a %s order: refused whether its payment is pending or failed; the provider's confirmation pays it",
    async (method) => {
      const email = uniqueEmail(method);
      const order = await placePaidOrder(shop.client(), [ids.flexi], method, email);
      expect(order.paymentUrl).not.toBeNull();
      const message =
        'An order paid on the demo payment page cannot be set to paid by hand: it becomes paid when the provider confirms the payment';
      const rest = await setOrderStatus(shopAdmin, order.id, 'paid');
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe(message);
      const gql = await shopAdmin.gql(SET_ORDER_STATUS, { id: order.id, status: 'paid' });
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      await expectUnpaid(order.id, email);

      await pressDemoButton(shop, order.id, 'decline');
      expect((await orderRow(shop, order.id)).paymentStatus).toBe('FAILED');
      expect((await setOrderStatus(shopAdmin, order.id, 'paid')).status).toBe(400);
      expect((await orderRow(shop, order.id)).status).toBe('pending');

      // Setting the status it has still changes nothing, as before.
      expect((await setOrderStatus(shopAdmin, order.id, 'pending')).status).toBe(200);

      expect((await pressDemoButton(shop, order.id, 'pay')).status).toBe(303);
      expect(await orderRow(shop, order.id)).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
      expect(await invoiceCount(order.id)).toBe(1);
      // Paid by its provider, it may be set paid again (no change) and moves along by hand.
      expect((await setOrderStatus(shopAdmin, order.id, 'paid')).status).toBe(200);
      expect((await setOrderStatus(shopAdmin, order.id, 'shipped')).status).toBe(200);
    },
  );

  it('names a card or PayPal provider in the refusal', async () => {
    const order = await placePaidOrder(shop.client(), [ids.flexi], 'stripe', uniqueEmail('card'));
    // As a Stripe-paid order would be stored (the demo stands in for Stripe in this shop).
    await shop.db.dataSource.query(`UPDATE "orders" SET "payment_provider" = 'stripe' WHERE "id" = $1`, [
      order.id,
    ]);
    const rest = await setOrderStatus(shopAdmin, order.id, 'paid');
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      'An order paid by card (Stripe) cannot be set to paid by hand: it becomes paid when the provider confirms the payment',
    );
    expect((await orderRow(shop, order.id)).status).toBe('pending');
  });

  it('an order without a provider (its device went to the waitlist step) is still marked paid by hand', async () => {
    // More units than any test puts in stock (the shared database's stock moves with other files).
    const placed = await shop.client().post('/api/orders/from-checkout', {
      paymentMethod: 'stripe',
      checkoutData: checkoutData({ personal: { email: uniqueEmail('waitlist') } }),
      cartItems: [{ productId: ids.pro, quantity: MAX_QUANTITY }],
    });
    expect(placed.status).toBe(201);
    const order = placed.body as { id: string };
    expect(order).toMatchObject({ paymentStatus: 'UNPAID', paymentUrl: null });
    const marked = await setOrderStatus(shopAdmin, order.id, 'paid');
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('paid');
  });
});

describe('subscriptions are created when an order becomes paid', () => {
  it('a plan with a device: active, auto-renewing, duration + 1 free month; cancelling takes it back', async () => {
    const customer = server.client();
    await customer.register();
    const orderId = await placeOrder(customer, [ids.pro, ids.secure]);
    expect((await customer.get('/api/subscriptions')).body).toEqual([]);
    // Two admins clicking at once grant the plan once.
    const clicks = await Promise.all([
      setOrderStatus(admin, orderId, 'paid'),
      setOrderStatus(admin, orderId, 'paid'),
    ]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    const subscriptions = (await customer.get('/api/subscriptions')).body;
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      status: 'active',
      autoRenew: true,
      orderId,
      product: { name: 'Secure' },
    });
    const months =
      (Date.parse(subscriptions[0].endDate) - Date.parse(subscriptions[0].startDate)) / (30.44 * 86400e3);
    expect(Math.round(months)).toBe(4);

    const gql = await customer.gql('{ mySubscriptions { id status autoRenew endDate product { name } } }');
    expect(gql.data.mySubscriptions).toEqual([
      {
        id: subscriptions[0].id,
        status: 'active',
        autoRenew: true,
        endDate: subscriptions[0].endDate,
        product: { name: 'Secure' },
      },
    ]);

    await setOrderStatus(admin, orderId, 'cancelled');
    expect((await customer.get('/api/subscriptions')).body[0]).toMatchObject({
      status: 'cancelled',
      autoRenew: false,
    });
  });

  it('a device alone gives its buyer one complimentary month', async () => {
    const buyer = server.client();
    await buyer.register();
    const orderId = await placeOrder(buyer, [ids.light]);
    await setOrderStatus(admin, orderId, 'paid');
    const subscriptions = (await buyer.get('/api/subscriptions')).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({
        status: 'active',
        autoRenew: false,
        product: expect.objectContaining({ name: 'Light Package' }),
      }),
    ]);
  });

  it("never hands a guest's purchase to whoever registers its email (any case), before or after paying", async () => {
    const email = uniqueEmail('guest-buyer');
    const before = server.client();
    await before.register(email);
    const orderId = await placeOrder(server.client(), [ids.light, ids.secure], {
      email: email.toUpperCase(),
    });
    expect((await setOrderStatus(admin, orderId, 'paid')).status).toBe(200);
    expect((await before.get('/api/subscriptions')).body).toEqual([]);
    expect((await before.get('/api/orders')).body).toEqual([]);

    const laterEmail = uniqueEmail('guest-buyer');
    const laterOrder = await placeOrder(server.client(), [ids.pro], { email: laterEmail });
    await setOrderStatus(admin, laterOrder, 'paid');
    const after = server.client();
    await after.register(laterEmail.toUpperCase());
    expect((await after.get('/api/subscriptions')).body).toEqual([]);
  });
});

describe('no N+1 on the admin order list', () => {
  // actor lookup + orders page + total count + all items of the page: a constant 4 statements.
  const BOUND = 5;

  it(`lists 100 orders × 2 items in at most ${BOUND} SQL statements, on REST and GraphQL`, async () => {
    const marker = uniqueEmail('bulk');
    await server.db.dataSource.query(
      `WITH o AS (
         INSERT INTO "orders" ("customer_name", "customer_email", "payment_method", "total_amount", "subtotal_amount",
                               "shipping_amount", "vat_rate", "vat_amount")
         SELECT 'Bulk ' || g, $1, 'paypal', '342.49', '328.00', '14.49', '19', '52.37' FROM generate_series(1, 100) g
         RETURNING "id")
       INSERT INTO "order_items" ("order_id", "product_id", "product_name", "product_type", "product_category", "price", "quantity")
       SELECT o."id", p."id", p."name", p."type", p."category", p."price", 1
       FROM o CROSS JOIN "products" p WHERE p."id" IN ($2, $3)`,
      [marker, ids.pro, ids.secure],
    );

    let body: { customerEmail: string; items: unknown[] }[] = [];
    const rest = await server.countQueries(async () => {
      body = (await admin.get(`/api/admin/orders?email=${encodeURIComponent(marker)}&limit=100`)).body;
    });
    const bulk = body.filter((order) => order.customerEmail === marker);
    expect(bulk).toHaveLength(100);
    expect(bulk.every((order) => order.items.length === 2)).toBe(true);
    expect(rest).toBeLessThanOrEqual(BOUND);
    const small = await server.countQueries(() =>
      admin.get(`/api/admin/orders?email=${encodeURIComponent(marker)}&limit=2`),
    );
    expect(rest).toBe(small);

    type Node = { customerEmail: string; items: { product: { name: string } }[] };
    let data: { orders: { totalCount: number; edges: { node: Node }[] } } | undefined;
    const graphql = await server.countQueries(async () => {
      data = (
        await admin.gql(
          `query($email: String) { orders(first: 100, filter: { customerEmail: $email }) { totalCount
             edges { node { id customerEmail items { id price quantity product { name description type category } } } } } }`,
          { email: marker },
        )
      ).data;
    });
    const gqlBulk = data?.orders.edges.map((edge) => edge.node) ?? [];
    expect(data?.orders.totalCount).toBe(100);
    expect(gqlBulk).toHaveLength(100);
    expect(gqlBulk.every((order) => order.items.length === 2)).toBe(true);
    expect(graphql).toBeLessThanOrEqual(BOUND);
  });
});
