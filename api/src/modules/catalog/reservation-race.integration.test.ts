import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { lockShelf } from '../../test/shelf-lock';
import { catalogIds, checkoutData } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

/**
 * Issue 25's race: 3 Light Packages in stock, 30 buyers at once. Exactly 3 orders hold a unit; the
 * 27 others are placed as today (2xx, the waitlist step) and hold none; stock never goes negative.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the transactions truly overlap).
 */
let server: TestServer;
let releaseShelf: (() => void) | undefined;
const [adminEmail] = adminEmails(1, 'race-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail, PAYMENTS_DEMO: '1' });
  // Light Packages are this file's while it runs (expired-reservation stocks them too).
  releaseShelf = await lockShelf('light');
});
afterAll(async () => {
  releaseShelf?.();
  await server.close();
});

it('3 in stock, 30 buyers at once: 3 hold a unit, 27 get the waitlist, never below zero', async () => {
  const { light } = await catalogIds(server.client());
  const admin = await signedInAdmin(server, adminEmail);
  const adjusted = await admin.gql(
    `mutation($id: ID!) { adjustStock(productId: $id, delta: 3, reason: "Race test") { stockOnHand } }`,
    { id: light },
  );
  expect(adjusted.data.adjustStock.stockOnHand).toBe(3);

  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      server.client().post('/api/orders/from-checkout', {
        paymentMethod: i % 2 ? 'stripe' : 'paypal',
        checkoutData: checkoutData({ personal: { email: uniqueEmail('racer') } }),
        cartItems: [{ productId: light }],
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
  const orderIds = answers.map((answer) => answer.body.id as string);

  const { dataSource } = server.db;
  const [holding]: { count: number }[] = await dataSource.query(
    `SELECT count(*)::int AS "count" FROM "orders" WHERE "id" = ANY($1::uuid[]) AND "reserved_until" IS NOT NULL`,
    [orderIds],
  );
  expect(holding.count).toBe(3);
  const reservations: { order_id: string; quantity: number }[] = await dataSource.query(
    `SELECT "order_id", "quantity" FROM "stock_reservations" WHERE "order_id" = ANY($1::uuid[])`,
    [orderIds],
  );
  expect(reservations.map((row) => row.quantity)).toEqual([1, 1, 1]);
  const [product]: { stock_on_hand: number; stock_reserved: number }[] = await dataSource.query(
    `SELECT "stock_on_hand", "stock_reserved" FROM "products" WHERE "id" = $1`,
    [light],
  );
  expect(product).toEqual({ stock_on_hand: 3, stock_reserved: 3 });
  // Its own orders' movements: another file (expired-reservation) reserved Light Packages before.
  const [moves]: { count: number }[] = await dataSource.query(
    `SELECT count(*)::int AS "count" FROM "stock_movements"
      WHERE "product_id" = $1 AND "kind" = 'reserve' AND "order_id" = ANY($2::uuid[])`,
    [light, orderIds],
  );
  expect(moves.count).toBe(3);
  const shop = (await server.client().get('/api/products')).body as { id: string; availability: string }[];
  expect(shop.find((p) => p.id === light)?.availability).toBe('OUT_OF_STOCK');
});
