import { adminEmails, signedInAdmin } from '../test/admin-client';
import { catalogIds, checkoutData, checkoutPayload } from '../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../test/test-server';

// A NUL byte or a lone surrogate used to reach PostgreSQL (which refuses both) and answer 500,
// logging the statement's parameters. Each must be a 400 naming the field, on REST and GraphQL.
const NUL = 'a\u0000b';
const LONE = 'x\ud800y';

let server: TestServer;
let admin: TestClient;
let productId: string;
const [adminEmail] = adminEmails(1, 'nul-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
  productId = (await catalogIds(server.client())).light;
});
afterAll(() => server.close());

const invalid = (label: string) => `${label} must not contain control characters or invalid Unicode`;

describe('control characters and lone surrogates are refused with 400 and the field', () => {
  it('registration (REST and GraphQL)', async () => {
    const client = server.client();
    const rest = await client.post('/api/auth/register', {
      email: uniqueEmail('nul'),
      password: 'secret123',
      firstName: NUL,
    });
    expect(rest).toMatchObject({ status: 400, body: { message: invalid('First name') } });
    const email = await client.post('/api/auth/register', {
      email: `nul${NUL}@example.com`,
      password: 'x'.repeat(8),
    });
    expect(email).toMatchObject({ status: 400, body: { message: invalid('Email') } });
    const gql = await client.gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { email: uniqueEmail('nul'), password: 'secret123', lastName: LONE },
    });
    expect(gql.errors?.[0]).toMatchObject({
      message: invalid('Last name'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('checkout and orders, the order details included', async () => {
    const client = server.client();
    const checkout = await client.post('/api/checkout', checkoutPayload(productId, { city: `Ber${NUL}lin` }));
    expect(checkout).toMatchObject({ status: 400, body: { message: invalid('City') } });
    const order = await client.post('/api/orders/from-checkout', {
      paymentMethod: 'paypal',
      checkoutData: checkoutData({ personal: { email: `ada${NUL}@example.com` } }),
      cartItems: [{ productId, quantity: 1 }],
    });
    expect(order).toMatchObject({ status: 400, body: { message: invalid('Email') } });
    // The notes sit in checkoutData on REST; a NUL there reached PostgreSQL (found by the fuzzer).
    const notes = await client.post('/api/orders/from-checkout', {
      paymentMethod: 'stripe',
      checkoutData: { ...checkoutData(), orderNotes: NUL },
      cartItems: [{ productId, quantity: 1 }],
    });
    expect(notes).toMatchObject({ status: 400, body: { message: invalid('Order notes') } });
    const gql = await client.gql(
      'mutation($input: CreateOrderInput!) { createOrderFromCheckout(input: $input) { id } }',
      {
        input: {
          paymentMethod: 'stripe',
          checkoutData: {
            personalDetails: checkoutData().personalDetails,
            addressDetails: { ...checkoutData().addressDetails, street: LONE },
          },
          cartItems: [{ productId, quantity: 1 }],
        },
      },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: invalid('Street'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('checkout events: metadata at any depth, keys included (REST and GraphQL)', async () => {
    const client = server.client();
    const event = (metadata: object) => ({ sessionId: 's-nul-1', eventType: 'add_to_cart', metadata });
    for (const metadata of [{ a: { b: [LONE] } }, { [NUL]: 1 }, { url: `/x${NUL}` }]) {
      const response = await client.post('/api/checkout-events', event(metadata));
      expect(response).toMatchObject({ status: 400, body: { message: invalid('Metadata') } });
    }
    const session = await client.post('/api/checkout-events', { sessionId: NUL, eventType: 'purchase' });
    expect(session).toMatchObject({ status: 400, body: { message: invalid('Session id') } });
    const gql = await client.gql(
      'mutation($input: CheckoutEventInput!) { trackCheckoutEvent(input: $input) }',
      {
        input: event({ deep: { deeper: { deepest: LONE } } }),
      },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: invalid('Metadata'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Line breaks are ordinary JSON text.
    expect((await client.post('/api/checkout-events', event({ note: 'a\nb' }))).status).toBe(202);
  });

  it('waitlist and tickets; a ticket message may span lines', async () => {
    const client = server.client();
    const waitlist = await client.post('/api/waitlist', { email: 'ada@example.com', productId: NUL });
    expect(waitlist).toMatchObject({ status: 400, body: { message: invalid('Product id') } });
    const ticket = {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Router blinks red',
      message: 'It blinks red since this morning.\r\n\tWhat should I do?',
    };
    const nul = await client.post('/api/tickets', { ...ticket, message: `${ticket.message}${NUL}` });
    expect(nul).toMatchObject({ status: 400, body: { message: invalid('Message') } });
    const tab = await client.post('/api/tickets', { ...ticket, subject: 'Router\tblinks red' });
    expect(tab).toMatchObject({ status: 400, body: { message: invalid('Subject') } });
    expect((await client.post('/api/tickets', ticket)).status).toBe(201);
  });

  it('admin filters (REST and GraphQL)', async () => {
    const orders = await admin.get('/api/admin/orders?email=a%00b');
    expect(orders).toMatchObject({ status: 400, body: { message: invalid('Customer email') } });
    const waitlist = await admin.get('/api/admin/waitlist?productId=%00');
    expect(waitlist).toMatchObject({ status: 400, body: { message: invalid('Product') } });
    const gqlOrders = await admin.gql('query($e: String) { adminOrderCount(customerEmail: $e) }', { e: NUL });
    expect(gqlOrders.errors?.[0]).toMatchObject({
      message: invalid('Customer email'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const gqlWaitlist = await admin.gql('query($p: String) { adminWaitlist(productId: $p) { id } }', {
      p: NUL,
    });
    expect(gqlWaitlist.errors?.[0]).toMatchObject({
      message: invalid('Product'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
