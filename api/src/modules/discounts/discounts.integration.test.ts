import { discountMessages } from '@hometunnel/rules';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { outboxFor } from '../../test/outbox';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { Order } from '../orders/order.entity';
import { discountOrderHooks } from './discount-order-hooks';

let server: TestServer;
let admin: TestClient;
let ids: CatalogIds;
const [adminEmail] = adminEmails();

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

const ISSUE = `mutation($email: String!, $amount: String!, $validDays: Int!) {
  issueDiscountCode(email: $email, amount: $amount, validDays: $validDays) { id code email amount status expiresAt orderId }
}`;
const CODES = `query($first: Int, $after: String) {
  discountCodes(first: $first, after: $after) {
    totalCount edges { node { id code email amount status orderId usedAt } } pageInfo { hasNextPage endCursor }
  }
}`;
const QUOTE = `query($country: String, $items: [QuoteItemInput!]!, $discountCode: String, $email: String) {
  checkoutQuote(country: $country, items: $items, discountCode: $discountCode, email: $email) {
    subtotal vatAmount netAmount shipping discount total
  }
}`;

/** A code issued by hand for `email`, through the admin mutation. */
async function issue(email: string, amount = '50.00', validDays = 30): Promise<{ id: string; code: string }> {
  const result = await admin.gql(ISSUE, { email, amount, validDays });
  expect(result.errors).toBeUndefined();
  return result.data.issueDiscountCode;
}

/** Places an order over REST for `email` with the Pro Package shipped to Germany. */
function order(email: string, discountCode?: unknown, productId = ids.pro) {
  return server.client().post('/api/orders/from-checkout', {
    paymentMethod: 'stripe',
    checkoutData: checkoutData({ personal: { email } }),
    cartItems: [{ productId }],
    ...(discountCode === undefined ? {} : { discountCode }),
  });
}

const codeRow = async (id: string) =>
  (
    await server.db.dataSource.query(
      `SELECT "status", "order_id" AS "orderId", "used_at" AS "usedAt" FROM "discount_codes" WHERE "id" = $1`,
      [id],
    )
  )[0] as { status: string; orderId: string | null; usedAt: Date | null };

describe('issueDiscountCode', () => {
  it('issues an HT-XXXX-XXXX code for the lower-cased address, mails it and lists it', async () => {
    const email = uniqueEmail('Issued');
    const code = await issue(email, '20', 10);
    expect(code).toMatchObject({
      email: email.toLowerCase(),
      amount: '20.00',
      status: 'ISSUED',
      orderId: null,
    });
    expect(code.code).toMatch(/^HT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const days = (Date.parse((code as unknown as { expiresAt: string }).expiresAt) - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);

    const mails = await outboxFor(server, email, 'discount-code');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(code.code);
    expect(mails[0].html).toContain(`/?discount=${code.code}#shop`);

    const listed = await admin.gql(CODES, { first: 100 });
    expect(listed.errors).toBeUndefined();
    // Other test files issue codes in the same database meanwhile: find this one.
    const nodes = listed.data.discountCodes.edges.map((edge: { node: { id: string } }) => edge.node);
    expect(nodes.find((node: { id: string }) => node.id === code.id)).toMatchObject({ status: 'ISSUED' });
    expect(listed.data.discountCodes.totalCount).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [{ email: 'not-an-email' }, discountMessages.email],
    [{ amount: '0' }, discountMessages.amount],
    [{ amount: '1000.01' }, discountMessages.amount],
    [{ amount: '-5' }, discountMessages.amount],
    [{ amount: '5.555' }, discountMessages.amount],
    [{ validDays: 0 }, discountMessages.validDays],
    [{ validDays: 366 }, discountMessages.validDays],
  ])('refuses %j with a clear message', async (change, message) => {
    const result = await admin.gql(ISSUE, {
      email: uniqueEmail(),
      amount: '50.00',
      validDays: 30,
      ...change,
    });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is for admins only; the list for staff', async () => {
    const vars = { email: uniqueEmail(), amount: '50.00', validDays: 30 };
    expect((await server.client().gql(ISSUE, vars)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const customer = server.client();
    await customer.register();
    expect((await customer.gql(ISSUE, vars)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await customer.gql(CODES, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('checkoutQuote with a discount code', () => {
  it('answers discount "0.00" without a code, and a lower total and VAT with one', async () => {
    const email = uniqueEmail('quote');
    const { code } = await issue(email);
    const items = [{ productId: ids.pro, quantity: 1 }];
    const plain = await server.client().gql(QUOTE, { country: 'DE', items });
    expect(plain.data.checkoutQuote).toMatchObject({
      subtotal: '249.00',
      vatAmount: '39.76',
      shipping: '14.49',
      discount: '0.00',
      total: '263.49',
    });
    // Typed loosely: lower case, spaces.
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const discounted = await server.client().gql(QUOTE, { country: 'DE', items, discountCode: typed, email });
    expect(discounted.errors).toBeUndefined();
    // 249.00 − 50.00 = 199.00 of goods; 19 % VAT contained: 31.77; + 14.49 delivery.
    expect(discounted.data.checkoutQuote).toMatchObject({
      subtotal: '249.00',
      vatAmount: '31.77',
      netAmount: '167.23',
      discount: '50.00',
      total: '213.49',
    });
  });

  it('never goes below zero: a 50 EUR code on a 29 EUR plan makes it free', async () => {
    const { code } = await issue(uniqueEmail('free'));
    const quote = await server.client().gql(QUOTE, {
      country: 'DE',
      items: [{ productId: ids.flexi, quantity: 1 }],
      discountCode: code,
    });
    expect(quote.data.checkoutQuote).toMatchObject({ discount: '29.00', vatAmount: '0.00', total: '0.00' });
  });

  it('names a wrong, expired or someone else’s code, and changes nothing', async () => {
    const email = uniqueEmail('quote-bad');
    const { id, code } = await issue(email);
    const items = [{ productId: ids.pro, quantity: 1 }];
    const ask = (discountCode: string, asEmail?: string) =>
      server.client().gql(QUOTE, { country: 'DE', items, discountCode, email: asEmail });
    expect((await ask('HT-AAAA-BBBB')).errors?.[0]).toMatchObject({
      message: discountMessages.invalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await ask('x'.repeat(500))).errors?.[0].message).toBe(discountMessages.invalid);
    expect((await ask(code, uniqueEmail('eve'))).errors?.[0].message).toBe(discountMessages.otherEmail);
    await server.db.dataSource.query(
      `UPDATE "discount_codes" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`,
      [id],
    );
    expect((await ask(code, email)).errors?.[0].message).toBe(discountMessages.expired);
    expect(await codeRow(id)).toMatchObject({ status: 'issued', orderId: null });
  });
});

describe('placing an order with a code', () => {
  it('holds the code, stores the discount and the lower total; paid → used', async () => {
    const email = uniqueEmail('buyer');
    const { id, code } = await issue(email);
    const placed = await order(email.toUpperCase(), code);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ discountAmount: '50.00', totalAmount: '213.49', vatAmount: '31.77' });
    expect(await codeRow(id)).toMatchObject({ status: 'held', orderId: placed.body.id });
    const confirmation = await outboxFor(server, email, 'order-confirmation');
    expect(confirmation[0].text).toMatch(/^Discount +−€50\.00$/m);

    // The same code again: held by the first order.
    const again = await order(email, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(discountMessages.held);

    await runHook('paid', placed.body.id);
    const used = await codeRow(id);
    expect(used).toMatchObject({ status: 'used', orderId: placed.body.id });
    expect(used.usedAt).not.toBeNull();
    expect((await order(email, code)).body.message).toBe(discountMessages.used);
    // A later cancel of the paid order does not give the code back.
    await runHook('cancelled', placed.body.id);
    expect(await codeRow(id)).toMatchObject({ status: 'used' });

    const listed = await admin.gql(CODES, { first: 100 });
    const node = listed.data.discountCodes.edges.find(
      (edge: { node: { id: string } }) => edge.node.id === id,
    ).node;
    expect(node).toMatchObject({ status: 'USED', orderId: placed.body.id });
  });

  it('cancelled before payment → the code is free again for its owner', async () => {
    const email = uniqueEmail('cancel');
    const { id, code } = await issue(email);
    const first = await order(email, code);
    expect(first.status).toBe(201);
    await runHook('cancelled', first.body.id);
    expect(await codeRow(id)).toMatchObject({ status: 'issued', orderId: null });
    const second = await order(email, code);
    expect(second.status).toBe(201);
    expect(second.body.discountAmount).toBe('50.00');
  });

  it("refuses someone else's, a wrong or an expired code with the reason, and places no order", async () => {
    const owner = uniqueEmail('owner');
    const { id, code } = await issue(owner);
    const eve = uniqueEmail('eve');
    const countOrders = async (address: string) =>
      Number(
        (
          await server.db.dataSource.query(
            `SELECT count(*) AS n FROM "orders" WHERE lower("customer_email") = lower($1)`,
            [address],
          )
        )[0].n,
      );
    const stolen = await order(eve, code);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(discountMessages.otherEmail);
    expect((await order(eve, 'HT-ZZZZ-ZZZZ')).body.message).toBe(discountMessages.invalid);
    expect((await order(eve, 42)).body.message).toBe(discountMessages.invalid);
    await server.db.dataSource.query(
      `UPDATE "discount_codes" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`,
      [id],
    );
    expect((await order(owner, code)).body.message).toBe(discountMessages.expired);
    expect(await countOrders(eve)).toBe(0);
    expect(await countOrders(owner)).toBe(0);
    expect(await codeRow(id)).toMatchObject({ status: 'issued', orderId: null });
    // No code (null or blank) is an ordinary order.
    const plain = await order(owner, '  ');
    expect(plain.status).toBe(201);
    expect(plain.body.discountAmount).toBe('0.00');
  });

  it('takes the code over GraphQL too, and a plan costs 0.00 with it, never less', async () => {
    const email = uniqueEmail('gql');
    const { code } = await issue(email);
    const placed = await server
      .client()
      .gql(
        `mutation($input: CreateOrderInput!) { createOrderFromCheckout(input: $input) { id totalAmount discountAmount vatAmount } }`,
        {
          input: {
            paymentMethod: 'paypal',
            checkoutData: {
              personalDetails: { firstName: 'Ada', lastName: 'L', email, phone: '+49 30 1' },
              addressDetails: { street: 'Main 1', city: 'Berlin', postalCode: '10117', country: 'DE' },
            },
            cartItems: [{ productId: ids.flexi, quantity: 1 }],
            discountCode: code,
          },
        },
      );
    expect(placed.errors).toBeUndefined();
    expect(placed.data.createOrderFromCheckout).toMatchObject({
      totalAmount: '0.00',
      discountAmount: '29.00',
      vatAmount: '0.00',
    });
  });

  it('ten checkouts with one code at once: exactly one order carries it', async () => {
    const email = uniqueEmail('race');
    const { id, code } = await issue(email);
    const results = await Promise.all(Array.from({ length: 10 }, () => order(email, code)));
    const placed = results.filter((result) => result.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0].body.discountAmount).toBe('50.00');
    for (const refused of results.filter((result) => result.status !== 201)) {
      expect(refused.status).toBe(400);
      expect([discountMessages.held, discountMessages.used]).toContain(refused.body.message);
    }
    expect(await codeRow(id)).toMatchObject({ status: 'held', orderId: placed[0].body.id });
    const carrying = await server.db.dataSource.query(
      `SELECT count(*) AS n FROM "orders" WHERE lower("customer_email") = lower($1) AND "discount_amount" > 0`,
      [email],
    );
    expect(Number(carrying[0].n)).toBe(1);
  });

  it('the hold alone decides: ten transactions holding one code at once, one wins', async () => {
    const email = uniqueEmail('hold-race');
    const { id, code } = await issue(email);
    const orderIds: string[] = [];
    for (let i = 0; i < 10; i += 1) orderIds.push((await order(email)).body.id);
    const results = await Promise.allSettled(
      orderIds.map((orderId) =>
        server.db.dataSource.transaction((manager) =>
          server.services.discounts.hold(manager, { code, email, orderId }),
        ),
      ),
    );
    const held = results.filter((result) => result.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const result of results.filter((outcome) => outcome.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason.message).toBe(discountMessages.held);
    const row = await codeRow(id);
    expect(orderIds).toContain(row.orderId);
    expect(row.status).toBe('held');
  });
});

describe('erasure', () => {
  it("deleting an account deletes its address's codes", async () => {
    const customer = server.client();
    const { email, password } = await customer.register(uniqueEmail('Erased'));
    const { id } = await issue(email);
    const kept = await issue(uniqueEmail('kept'));
    expect((await customer.request('DELETE', '/api/account', { password })).status).toBe(204);
    expect(await codeRow(id)).toBeUndefined();
    expect(await codeRow(kept.id)).toMatchObject({ status: 'issued' });
  });
});

/** Runs the discount hook as the orders service will: in the transaction that moves the order. */
async function runHook(hook: 'paid' | 'cancelled', orderId: string): Promise<void> {
  const hooks = discountOrderHooks(server.services.discounts);
  await server.db.dataSource.transaction(async (manager) => {
    const current = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
    if (hook === 'paid') await hooks.paid!(manager, current, []);
    else await hooks.cancelled!(manager, current, [], current.status);
  });
}
