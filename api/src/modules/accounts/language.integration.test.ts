import { latestMail, linkToken } from '../../test/mailbox';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000', PUBLIC_URL: 'https://shop.example' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

const order = (email: string, language?: string) => ({
  paymentMethod: 'stripe',
  checkoutData: checkoutData({ personal: { email }, address: { country: 'DE' } }),
  cartItems: [{ productId: ids.secure, quantity: 1 }],
  ...(language ? { language } : {}),
});

describe("the customer's language", () => {
  it('registers with a language, mails in it, and keeps it for every later mail whichever page asks', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('lang-de'), 'secret123', {
      firstName: 'Greta',
      language: 'de',
    });
    const me = await client.get('/api/auth/user');
    expect(me.body.language).toBe('de');
    expect((await client.gql('{ me { language } }')).data.me).toEqual({ language: 'de' });

    const verify = await latestMail(server, email, 'verify-email');
    expect(verify.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für HomeTunnel');
    expect(verify.text).toContain('Guten Tag Greta,');
    expect(verify.text).toContain('https://shop.example/de/verify-email?token=');
    expect(verify.html).toContain('lang="de"');

    // Asked from an English page (no language sent): the account's German still wins.
    expect((await server.client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const reset = await latestMail(server, email, 'password-reset');
    expect(reset.subject).toBe('Ihr HomeTunnel-Passwort zurücksetzen');
    expect(linkToken(reset, '/de/reset-password')).toBeTruthy();

    // Its order, placed from an English checkout, is German too.
    expect((await client.post('/api/orders/from-checkout', order(email, 'en'))).status).toBe(201);
    const confirmation = await latestMail(server, email, 'order-confirmation');
    expect(confirmation.subject).toMatch(/^Ihre HomeTunnel-Bestellung #/);
    expect(confirmation.text).toContain('Zwischensumme');

    // The language is read with the session on every request: a change applies to the next order.
    expect((await client.put('/api/auth/user/language', { language: 'fr' })).status).toBe(200);
    expect((await client.post('/api/orders/from-checkout', order(email, 'en'))).status).toBe(201);
    expect((await latestMail(server, email, 'order-confirmation')).text).toContain('Sous-total');
  });

  it('changes the language through GraphQL and REST; a bad value is a 400 / BAD_USER_INPUT, not a 5xx', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('lang-change'));
    expect((await client.get('/api/auth/user')).body.language).toBe('en');

    const changed = await client.gql('mutation { updatePreferredLanguage(language: fr) { language } }');
    expect(changed.data).toEqual({ updatePreferredLanguage: { language: 'fr' } });
    await server.client().post('/api/auth/password-reset', { email });
    expect((await latestMail(server, email, 'password-reset')).subject).toBe(
      'Réinitialisez votre mot de passe HomeTunnel',
    );

    const rest = await client.put('/api/auth/user/language', { language: 'de' });
    expect(rest.status).toBe(200);
    expect(rest.body.language).toBe('de');

    const bad = await client.put('/api/auth/user/language', { language: 'de-CH' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Language must be one of en, de, fr');
    const badGql = await client.gql('mutation { updatePreferredLanguage(language: es) { language } }');
    expect(badGql.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const guest = await server.client().put('/api/auth/user/language', { language: 'de' });
    expect(guest.status).toBe(401);

    const badRegister = await server.client().post('/api/auth/register', {
      email: uniqueEmail('lang-bad'),
      password: 'secret123',
      language: 'xx',
    });
    expect(badRegister.status).toBe(400);
    expect(badRegister.body.message).toBe('Language must be one of en, de, fr');
    const badOrder = await server.client().post('/api/orders/from-checkout', order(uniqueEmail('x'), 'es'));
    expect(badOrder.status).toBe(400);
  });

  it("writes a guest's order, waitlist receipt and ticket receipt in the language of the page they came from", async () => {
    const guest = server.client();
    const email = uniqueEmail('lang-guest');
    const placed = await guest.post('/api/orders/from-checkout', order(email, 'fr'));
    expect(placed.status).toBe(201);
    const [{ language }] = await server.db.dataSource.query(
      `SELECT "language" FROM "orders" WHERE "id" = $1`,
      [placed.body.id],
    );
    expect(language).toBe('fr');
    const confirmation = await latestMail(server, email, 'order-confirmation');
    expect(confirmation.subject).toMatch(/^Votre commande HomeTunnel n°/);
    expect(confirmation.text).toContain('Bonjour Ada Lovelace,');

    expect((await guest.post('/api/waitlist', { email, productId: ids.pro, language: 'de' })).status).toBe(
      201,
    );
    expect((await latestMail(server, email, 'waitlist-receipt')).subject).toMatch(
      /^Sie stehen auf der HomeTunnel-Warteliste/,
    );

    const ticket = await guest.post('/api/tickets', {
      fullName: 'Ada Lovelace',
      email,
      subject: 'Routeur en panne',
      message: 'Le routeur ne démarre plus depuis ce matin.',
      language: 'fr',
    });
    expect(ticket.status).toBe(201);
    const receipt = await latestMail(server, email, 'ticket-receipt');
    expect(receipt.text).toContain('Nous avons bien reçu votre demande d’assistance');
  });
});
