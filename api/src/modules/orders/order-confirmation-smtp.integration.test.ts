import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { startMailingShop, type MailingShop } from '../../test/mailing-shop';
import { eventually } from '../../test/smtp-catcher';
import { catalogIds, checkoutData, type CatalogIds } from '../../test/shop-fixtures';
import { uniqueEmail, type TestServer } from '../../test/test-server';

/** Long waits: a loaded two-core machine may be slow, but nothing here asserts timing. */
const LONG = 180_000;

let shop: MailingShop | undefined;
let server: TestServer;
let ids: CatalogIds;
const [adminEmail] = adminEmails(1, 'smtp-flows-admin');

beforeAll(async () => {
  shop = await startMailingShop({ ADMIN_EMAILS: adminEmail, REGISTRATION_MAX_PER_IP: '1000' });
  server = shop.server;
  ids = await catalogIds(server.client());
}, 20 * 60_000);
afterAll(() => shop?.stop());

const mailsTo = (email: string) => shop!.mailsTo(email);

/** Waits for one more mail, committed after everything before it: those have had their chance. */
async function barrier(): Promise<void> {
  const email = uniqueEmail('barrier');
  expect((await server.client().post('/api/waitlist', { email, productId: ids.light })).status).toBe(201);
  await eventually(() => mailsTo(email).length === 1, 'the barrier mail', LONG);
}

describe('mails of the shop delivered over a real SMTP server', () => {
  it(
    'delivers one order confirmation for an order replayed with the same Idempotency-Key',
    async () => {
      const email = uniqueEmail('smtp-order');
      const body = {
        paymentMethod: 'paypal',
        checkoutData: checkoutData({ personal: { email }, address: { country: 'DE' } }),
        cartItems: [
          { productId: ids.pro, quantity: 1 },
          { productId: ids.secure, quantity: 1 },
        ],
      };
      const guest = server.client();
      const send = () =>
        guest.request('POST', '/api/orders/from-checkout', body, { 'Idempotency-Key': 'smtp-1' });
      const first = await send();
      expect(first.status).toBe(201);
      expect((await send()).body.id).toBe(first.body.id);

      const [mail] = await eventually(
        () => mailsTo(email).length > 0 && mailsTo(email),
        'the confirmation',
        LONG,
      );
      await barrier();
      expect(mailsTo(email)).toHaveLength(1);
      const shortId = (first.body.id as string).slice(0, 8);
      expect(mail.subject).toContain(shortId);
      for (const expected of [
        'Pro Package',
        'Secure',
        '14.49',
        '52.37',
        '342.49',
        'Main 1',
        'Berlin',
        '50 EUR',
      ]) {
        expect(mail.text).toContain(expected);
      }
      expect(mail.html).toContain('342.49');
    },
    LONG * 2,
  );

  it(
    'delivers the ticket receipt and one reply to the customer',
    async () => {
      const admin = await signedInAdmin(server, adminEmail);
      const email = uniqueEmail('smtp-ticket');
      const ticket = await server.client().post('/api/tickets', {
        fullName: 'Grace Hopper',
        email,
        subject: 'Tunnel drops at night',
        message: 'The tunnel disconnects every night around 2 am.',
      });
      expect(ticket.status).toBe(201);
      const number = (ticket.body.id as string).slice(0, 8).toUpperCase();
      const reply = await admin.post(`/api/admin/tickets/${ticket.body.id}/replies`, {
        body: 'Please update the router firmware to 2.4.1.',
      });
      expect(reply.status).toBe(201);

      await eventually(() => mailsTo(email).length >= 2, 'the receipt and the reply', LONG);
      await barrier();
      const mails = mailsTo(email);
      expect(mails).toHaveLength(2);
      expect(mails.every((mail) => mail.subject.includes(number))).toBe(true);
      expect(mails.some((mail) => mail.text.includes('Please update the router firmware to 2.4.1.'))).toBe(
        true,
      );
    },
    LONG * 2,
  );
});
