import { catalogIds, checkoutPayload, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

describe('POST /api/checkout', () => {
  it('saves a guest checkout as pending and answers its id (client status and password ignored)', async () => {
    const client = server.client();
    const response = await client.post(
      '/api/checkout',
      checkoutPayload(ids.pro, {
        status: 'paid',
        password: 'ignored1',
        country: 'Germany',
        firstName: '  Ada ',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      status: 'pending',
      accountType: 'guest',
      userId: null,
      firstName: 'Ada',
      country: 'DE',
      productId: ids.pro,
    });
    expect(response.body).not.toHaveProperty('password');
    expect(client.hasSession()).toBe(false);
  });

  it.each([
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'ada.example.com' }, 'Please enter a valid email'],
    [{ email: '' }, 'Please enter a valid email'],
    [{ phone: ' ' }, 'Phone number is required'],
    [{ accountType: 'create', password: '' }, 'Password is required'],
    [{ accountType: 'create', password: '12345' }, 'Password must be at least 6 characters'],
    [{ accountType: 'create', password: '123456', confirmPassword: '654321' }, 'Passwords do not match'],
    [{ accountType: 'business' }, "Account type must be 'guest' or 'create'"],
    [{ street: '' }, 'Street address is required'],
    [{ city: ' ' }, 'City is required'],
    [{ postalCode: '' }, 'Postal code is required'],
    [{ country: '' }, 'Country is required'],
    [{ productId: undefined }, 'Please add items to your cart before checkout.'],
  ])('answers 400 for %j with the spec message', async (overrides, message) => {
    const response = await server.client().post('/api/checkout', checkoutPayload(ids.pro, overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('reports the first field of the earliest step first', async () => {
    const response = await server.client().post('/api/checkout', { productId: ids.pro });
    expect(response.body).toEqual({ message: 'First name is required' });
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await server.client().post('/api/checkout', checkoutPayload(productId));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Product not found' });
    }
  });

  it('creates the account, signs the buyer in, and refuses a taken email with 409', async () => {
    const email = uniqueEmail('checkout');
    const client = server.client();
    const response = await client.post(
      '/api/checkout',
      checkoutPayload(ids.light, {
        accountType: 'create',
        email,
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    );
    expect(response.status).toBe(201);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'user' });
    expect(response.body.userId).toBe(me.body.id);

    const again = await server.client().post(
      '/api/checkout',
      checkoutPayload(ids.light, {
        accountType: 'create',
        email: email.toUpperCase(),
        password: 'secret1',
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('writes the new account and the checkout together: a failed save leaves no account, and the retry succeeds', async () => {
    const email = uniqueEmail('atomic');
    const city = `Failtown ${Date.now()}`;
    const sql = server.db.dataSource;
    // A real database fault on the checkout insert, after the account's insert in the same request.
    await sql.query(`
      CREATE OR REPLACE FUNCTION fail_checkout_in_failtown() RETURNS trigger AS $$
      BEGIN
        IF NEW."city" = '${city}' THEN RAISE EXCEPTION 'checkout insert failed on purpose'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await sql.query(`
      CREATE TRIGGER fail_checkout_in_failtown BEFORE INSERT ON "checkouts"
      FOR EACH ROW EXECUTE FUNCTION fail_checkout_in_failtown()`);
    const payload = checkoutPayload(ids.light, { accountType: 'create', email, password: 'secret1', city });
    const client = server.client();
    try {
      const failed = await client.post('/api/checkout', payload);
      expect(failed.status).toBe(500);
      expect(client.hasSession()).toBe(false);
      expect(await sql.query(`SELECT 1 FROM "users" WHERE "email" = $1`, [email])).toEqual([]);
    } finally {
      await sql.query(`DROP TRIGGER fail_checkout_in_failtown ON "checkouts"`);
      await sql.query(`DROP FUNCTION fail_checkout_in_failtown()`);
    }
    const retried = await client.post('/api/checkout', payload);
    expect(retried.status).toBe(201);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email });
  });

  it('keeps a signed-in buyer on their own account', async () => {
    const client = server.client();
    const { user } = await client.register();
    const response = await client.post(
      '/api/checkout',
      checkoutPayload(ids.pro, { accountType: 'create', password: 'secret1' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.userId).toBe(user.id);
  });
});

describe('GraphQL checkout operations', () => {
  const SAVE = `mutation($input: SaveCheckoutInput!) {
    saveCheckout(input: $input) { id status accountType country productId userId createdAt }
  }`;

  it('saveCheckout saves like the REST route', async () => {
    const { status, ...input } = checkoutPayload(ids.light, { country: 'Switzerland' });
    void status;
    const result = await server.client().gql(SAVE, { input: { ...input, password: null } });
    expect(result.errors).toBeUndefined();
    expect(result.data.saveCheckout).toMatchObject({
      status: 'pending',
      accountType: 'guest',
      country: 'CH',
      userId: null,
    });
  });

  it('saveCheckout answers BAD_USER_INPUT with the same messages', async () => {
    const { status, ...input } = checkoutPayload(ids.light, { phone: '' });
    void status;
    const result = await server.client().gql(SAVE, { input });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Phone number is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('countries lists the preferred group first, then the rest A-Z', async () => {
    const result = await server.client().gql('{ countries { code name zone vatRate currency } }');
    const countries = result.data.countries as {
      code: string;
      name: string;
      zone: number;
      vatRate: string;
    }[];
    expect(countries.length).toBeGreaterThan(180);
    expect(countries.slice(0, 3).map((c) => c.code)).toEqual(['CH', 'DE', 'AT']);
    expect(countries[29].code).toBe('US');
    const rest = countries.slice(30).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((c) => c.code === 'DE')).toMatchObject({ zone: 1, vatRate: '19' });
  });

  const QUOTE = `query($country: String, $items: [QuoteItemInput!]!) {
    checkoutQuote(country: $country, items: $items) {
      subtotal vatRate vatAmount netAmount countryName carrierCode hasDevice shipping total
    }
  }`;

  it('checkoutQuote prices Germany Pro + Secure at 342.49 from catalog prices', async () => {
    const result = await server.client().gql(QUOTE, {
      country: 'DE',
      items: [{ productId: ids.pro }, { productId: ids.secure, quantity: 1 }],
    });
    expect(result.data.checkoutQuote).toEqual({
      subtotal: '328.00',
      vatRate: '19',
      vatAmount: '52.37',
      netAmount: '275.63',
      countryName: 'Germany',
      carrierCode: 'DE',
      hasDevice: true,
      shipping: '14.49',
      total: '342.49',
    });
  });

  it('checkoutQuote: Switzerland Light 165.99; no device, no country or unknown country', async () => {
    const gql = server.client().gql.bind(server.client());
    const swiss = await gql(QUOTE, { country: 'Switzerland', items: [{ productId: ids.light }] });
    expect(swiss.data.checkoutQuote).toMatchObject({
      shipping: '16.99',
      total: '165.99',
      vatRate: '8.1',
      carrierCode: 'CH',
    });
    const planOnly = await gql(QUOTE, { country: 'DE', items: [{ productId: ids.flexi }] });
    expect(planOnly.data.checkoutQuote).toMatchObject({ shipping: '0.00', total: '29.00', hasDevice: false });
    const noCountry = await gql(QUOTE, { country: null, items: [{ productId: ids.pro }] });
    expect(noCountry.data.checkoutQuote).toMatchObject({
      shipping: '0.00',
      total: '249.00',
      countryName: 'Other',
    });
    const unknown = await gql(QUOTE, { country: 'Atlantis', items: [{ productId: ids.pro }] });
    expect(unknown.data.checkoutQuote).toMatchObject({ shipping: '174.99', carrierCode: 'XX', vatRate: '0' });
    const empty = await gql(QUOTE, { country: 'DE', items: [] });
    expect(empty.data.checkoutQuote).toMatchObject({ subtotal: '0.00', total: '0.00' });
  });

  it('checkoutQuote refuses unknown products and a second device', async () => {
    const gql = server.client().gql.bind(server.client());
    const missing = await gql(QUOTE, {
      country: 'DE',
      items: [{ productId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const twoDevices = await gql(QUOTE, {
      country: 'DE',
      items: [{ productId: ids.pro }, { productId: ids.light }],
    });
    expect(twoDevices.errors?.[0].message).toMatch(/^You can only purchase one device package/);
  });
});
