import { outboxFor } from '../../test/outbox';
import { catalogIds, checkoutData, checkoutPayload, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer({ REGISTRATION_MAX_PER_IP: '1000' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

const orderBody = (email: string, cartItems: { productId: string; quantity: number }[]) => ({
  paymentMethod: 'stripe',
  checkoutData: checkoutData({ personal: { email }, address: { country: 'DE' } }),
  cartItems,
});

describe('order confirmation mail', () => {
  it('writes one confirmation per order, even when the same Idempotency-Key is sent again and races', async () => {
    const email = uniqueEmail('Confirm');
    const body = orderBody(email, [
      { productId: ids.pro, quantity: 1 },
      { productId: ids.secure, quantity: 1 },
    ]);
    const guest = server.client();
    const send = () =>
      guest.request('POST', '/api/orders/from-checkout', body, { 'Idempotency-Key': 'confirm-1' });
    const first = await send();
    expect(first.status).toBe(201);
    const replays = await Promise.all([send(), send(), send()]);
    expect(replays.map((reply) => reply.body.id)).toEqual([first.body.id, first.body.id, first.body.id]);

    const mails = await outboxFor(server, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const orderId = first.body.id as string;
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      toAddress: email,
      dedupeKey: `order-confirmation:${orderId}`,
      // No SMTP_URL in this test: the mail is kept for the admin Mail screen.
      status: 'held',
    });
    expect(mail.subject).toContain(`#${orderId.slice(0, 8)}`);
    // The order's stored figures (the same pricing as checkout): Germany, Pro + Secure.
    expect(first.body).toMatchObject({ totalAmount: '342.49', vatAmount: '52.37', shippingAmount: '14.49' });
    for (const part of [mail.text, mail.html]) {
      for (const expected of [
        orderId.slice(0, 8),
        'Pro Package',
        'Secure',
        '249.00',
        '79.00',
        '14.49',
        '52.37',
        '19',
        '342.49',
        'Main 1',
        'Berlin',
        '10117',
        'Germany',
        '50',
      ]) {
        expect(part).toContain(expected);
      }
    }
    expect(mail.text).toMatch(/stripe|card/i);
    expect(mail.text).toMatch(/out of stock.*50 EUR discount/s);
  });

  it('is written as its template and data, rendered by the outbox, not in the order request', async () => {
    const email = uniqueEmail('confirm-later');
    const created = await server
      .client()
      .post('/api/orders/from-checkout', orderBody(email, [{ productId: ids.pro, quantity: 1 }]));
    expect(created.status).toBe(201);
    const [row]: { html: string | null; text: string | null; template: { kind: string; order: object } }[] =
      await server.db.dataSource.query(
        `SELECT "html", "text", "template" FROM "mail_outbox" WHERE lower("to_address") = lower($1)`,
        [email],
      );
    expect(row).toMatchObject({ html: null, text: null, template: { kind: 'order-confirmation' } });
    expect(row.template.order).toMatchObject({
      shortId: String(created.body.id).slice(0, 8),
      total: created.body.totalAmount,
      paymentMethod: 'stripe',
    });
    // Rendered from that data when first read (or sent), and kept.
    const [mail] = await outboxFor(server, email);
    expect(mail.text).toContain(String(created.body.totalAmount));
    const [kept]: { html: string }[] = await server.db.dataSource.query(
      `SELECT "html" FROM "mail_outbox" WHERE "id" = $1`,
      [mail.id],
    );
    expect(kept.html).toBe(mail.html);
  });

  it('writes one confirmation for a saved checkout sent twice by a signed-in buyer', async () => {
    const client = server.client();
    const { email } = await client.register(uniqueEmail('confirm-user'));
    expect((await client.post('/api/cart', { productId: ids.light })).status).toBe(200);
    const saved = await client.post('/api/checkout', checkoutPayload(ids.light, { email, country: 'DE' }));
    expect(saved.status).toBe(201);
    const body = { paymentMethod: 'paypal', checkoutData: checkoutData({ checkoutId: saved.body.id }) };
    const first = await client.post('/api/orders/from-checkout', body);
    expect(first.status).toBe(201);
    const again = await client.post('/api/orders/from-checkout', body);
    expect(again.body.id).toBe(first.body.id);

    const mails = await outboxFor(server, email, 'order-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0].dedupeKey).toBe(`order-confirmation:${first.body.id}`);
    expect(mails[0].text).toMatch(/out of stock/i);
  });

  it('a plan without a device carries no out-of-stock notice', async () => {
    const email = uniqueEmail('confirm-plan');
    const created = await server
      .client()
      .post('/api/orders/from-checkout', orderBody(email, [{ productId: ids.flexi, quantity: 2 }]));
    expect(created.status).toBe(201);
    const [mail, ...others] = await outboxFor(server, email, 'order-confirmation');
    expect(others).toEqual([]);
    expect(mail.text).toContain('2 × Flexi');
    expect(mail.text).toContain('58.00');
    expect(mail.text).not.toMatch(/out of stock/i);
  });

  it('writes no mail when a later write of the order fails', async () => {
    const email = uniqueEmail('confirm-fail');
    const { webhooks } = server.services;
    // The webhook deliveries are written after the order, its items and the mail: they fail here.
    const spy = jest.spyOn(webhooks, 'emitStatement').mockImplementation(() => ({
      text: `INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "body") VALUES ($1::uuid, 'x', 'x')`,
      values: ['not a uuid'],
    }));
    try {
      const failed = await server
        .client()
        .post('/api/orders/from-checkout', orderBody(email, [{ productId: ids.flexi, quantity: 1 }]));
      expect(failed.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await outboxFor(server, email)).toEqual([]);
    const orders: unknown[] = await server.db.dataSource.query(
      `SELECT 1 FROM "orders" WHERE lower("customer_email") = lower($1)`,
      [email],
    );
    expect(orders).toEqual([]);
  });
});
