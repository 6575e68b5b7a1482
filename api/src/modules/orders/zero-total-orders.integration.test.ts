import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { outboxFor } from '../../test/outbox';
import { orderRow, paymentEventCount, statusChanges } from '../../test/payment-actions';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: TestClient;
let ids: CatalogIds;
const [adminEmail] = adminEmails(1, 'zero-admin');

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    PAYMENTS_DEMO: '1',
    PUBLIC_URL: 'https://shop.example',
    BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
    BANK_TRANSFER_BIC: 'COBADEFFXXX',
    BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
  });
  admin = await signedInAdmin(server, adminEmail);
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

async function issueCode(email: string, amount: string): Promise<{ id: string; code: string }> {
  const result = await admin.gql(
    `mutation($email: String!, $amount: String!) { issueDiscountCode(email: $email, amount: $amount, validDays: 30) { id code } }`,
    { email, amount },
  );
  expect(result.errors).toBeUndefined();
  return result.data.issueDiscountCode;
}

const codeStatus = async (id: string): Promise<string> =>
  (await server.db.dataSource.query(`SELECT "status" FROM "discount_codes" WHERE "id" = $1`, [id]))[0].status;

/** The Flexi plan (29.00) for `email`, paid with the demo provider (the PayPal button) unless said. */
function buyPlan(client: TestClient, email: string, discountCode: string, paymentMethod = 'paypal') {
  return client.post('/api/orders/from-checkout', {
    paymentMethod,
    checkoutData: checkoutData({ personal: { email } }),
    cartItems: [{ productId: ids.flexi }],
    discountCode,
  });
}

describe('an order a discount code pays in full', () => {
  it('is paid as placed: no provider page, one transition, the code used, an invoice and the payment mail', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('zero'));
    const code = await issueCode(email, '50.00');

    const placed = await buyPlan(client, email, code.code);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      totalAmount: '0.00',
      discountAmount: '29.00',
      status: 'paid',
      paymentStatus: 'PAID',
      paymentUrl: null,
    });
    const orderId = placed.body.id as string;
    expect(await orderRow(server, orderId)).toMatchObject({ status: 'paid', paymentStatus: 'PAID' });
    expect(await statusChanges(server, orderId, 'paid')).toBe(1);
    // Nothing was asked of a provider, so no provider event exists to verify.
    expect(await paymentEventCount(server, orderId)).toBe(0);
    expect(await codeStatus(code.id)).toBe('used');
    const invoices = await server.db.dataSource.query(
      `SELECT "kind", "total"::text AS "total" FROM "invoices" WHERE "order_id" = $1`,
      [orderId],
    );
    expect(invoices).toEqual([{ kind: 'invoice', total: '0.00' }]);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(1);
    // The plan is the signed-in buyer's at once.
    const [plan] = await server.db.dataSource.query(
      `SELECT "status" FROM "subscriptions" WHERE "order_id" = $1`,
      [orderId],
    );
    expect(plan).toMatchObject({ status: 'active' });

    // The return page the web sends the buyer to says it is paid.
    const state = await client.post('/api/payments/return', { order: orderId });
    expect(state.body).toMatchObject({ orderId, status: 'paid', paymentStatus: 'PAID', paymentUrl: null });
  });

  it('by bank transfer: paid as placed, and its confirmation asks for no transfer', async () => {
    const email = uniqueEmail('zero-transfer');
    const code = await issueCode(email, '50.00');
    const placed = await buyPlan(server.client(), email, code.code, 'bank_transfer');
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ totalAmount: '0.00', status: 'paid', paymentStatus: 'PAID' });
    const [confirmation] = await outboxFor(server, email, 'order-confirmation');
    expect(confirmation.text).not.toContain('DE89370400440532013000');
    expect(confirmation.text).not.toMatch(/IBAN/);
  });

  it('a code that leaves something to pay still sends the buyer to the provider, unpaid', async () => {
    const email = uniqueEmail('part');
    const code = await issueCode(email, '20.00');
    const placed = await buyPlan(server.client(), email, code.code);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ totalAmount: '9.00', status: 'pending', paymentStatus: 'PENDING' });
    expect(placed.body.paymentUrl).toBe(`https://shop.example/api/payments/demo/${placed.body.id}`);
    expect(await codeStatus(code.id)).toBe('held');
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(0);
  });
});
