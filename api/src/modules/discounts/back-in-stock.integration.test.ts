import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { outboxFor } from '../../test/outbox';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer();
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

/** The stock module's call when the device's available stock goes from 0 to more. */
const restock = (productId: string) =>
  server.db.dataSource.transaction((manager) =>
    server.services.discounts.backInStockListener.backInStock(manager, productId),
  );

const codesFor = (emails: string[]) =>
  server.db.dataSource.query(
    `SELECT "code", "email", "amount", "status", "product_id" AS "productId",
            round(extract(epoch FROM "expires_at" - "created_at") / 86400) AS "days"
       FROM "discount_codes" WHERE "email" = ANY($1) ORDER BY "created_at", "id"`,
    [emails],
  ) as Promise<
    { code: string; email: string; amount: string; status: string; productId: string; days: string }[]
  >;

describe('back-in-stock codes', () => {
  it('gives each waiting address one personal 50 EUR code for 30 days, in order of joining, one mail each', async () => {
    const emails = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    for (const email of emails) {
      expect((await server.client().post('/api/waitlist', { email, productId: ids.light })).status).toBe(201);
    }
    // Someone waiting for another device gets nothing now.
    const other = uniqueEmail('other-device');
    await server.client().post('/api/waitlist', { email: other, productId: ids.pro });

    await restock(ids.light);

    // Light codes only: another test file may restock the Pro meanwhile (one shared database).
    const codes = (await codesFor([...emails, other])).filter((code) => code.productId === ids.light);
    expect(codes.map((code) => code.email)).toEqual(emails);
    for (const code of codes) {
      expect(code).toMatchObject({ amount: '50.00', status: 'issued', productId: ids.light });
      expect(Number(code.days)).toBe(30);
    }
    expect(new Set(codes.map((code) => code.code)).size).toBe(3);
    for (const [index, email] of emails.entries()) {
      const mails = await outboxFor(server, email, 'discount-code');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Light Package is back at HomeTunnel: your €50.00 code');
      expect(mails[0].text).toContain(codes[index].code);
      expect(mails[0].html).toContain(`/?discount=${codes[index].code}#shop`);
    }
    expect(codes.some((code) => code.email === other)).toBe(false);

    // Restocking again sends no second code; a newcomer since then gets one.
    const late = uniqueEmail('late');
    await server.client().post('/api/waitlist', { email: late, productId: ids.light });
    await restock(ids.light);
    expect(await codesFor(emails)).toHaveLength(3);
    for (const email of emails) expect(await outboxFor(server, email, 'discount-code')).toHaveLength(1);
    expect(await codesFor([late])).toHaveLength(1);
    expect(await outboxFor(server, late, 'discount-code')).toHaveLength(1);
  });

  it('two restocks at once still give one code per entry', async () => {
    const email = uniqueEmail('double');
    await server.client().post('/api/waitlist', { email, productId: ids.pro });
    await Promise.all([restock(ids.pro), restock(ids.pro)]);
    expect(await codesFor([email])).toHaveLength(1);
    expect(await outboxFor(server, email, 'discount-code')).toHaveLength(1);
  });

  it('the mailed code takes 50 EUR off that address’s order', async () => {
    const email = uniqueEmail('buyer');
    await server.client().post('/api/waitlist', { email, productId: ids.light });
    await restock(ids.light);
    const [{ code }] = await codesFor([email]);
    const placed = await server.client().post('/api/orders/from-checkout', {
      paymentMethod: 'stripe',
      checkoutData: checkoutData({ personal: { email } }),
      cartItems: [{ productId: ids.light }],
      discountCode: code,
    });
    expect(placed.status).toBe(201);
    // 149.00 − 50.00 + 14.49 delivery to Germany.
    expect(placed.body).toMatchObject({ discountAmount: '50.00', totalAmount: '113.49' });
  });
});
