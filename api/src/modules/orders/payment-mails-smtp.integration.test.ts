import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placePaidOrder } from '../../test/payment-actions';
import { pdfText } from '../../test/pdf-text';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startMailingShop, type MailingShop } from '../../test/mailing-shop';
import { eventually } from '../../test/smtp-catcher';
import { uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';

/** Long waits: a loaded two-core machine may be slow, but nothing here asserts timing. */
const LONG = 180_000;

let shop: MailingShop | undefined;
let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'payment-mail-admin');

beforeAll(async () => {
  shop = await startMailingShop({
    ADMIN_EMAILS: adminEmail,
    BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
    BANK_TRANSFER_BIC: 'COBADEFFXXX',
    BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
    PAYMENTS_DEMO: '0',
  });
  server = shop.server;
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
}, 20 * 60_000);
afterAll(() => shop?.stop());

const mailsTo = (email: string) => shop!.mailsTo(email);
const MARK_PAID = `mutation($orderId: ID!, $reference: String!) {
  markOrderPaid(orderId: $orderId, reference: $reference) { id status }
}`;

function decodePng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('bank transfer and payment mails over a real SMTP server', () => {
  it(
    "a bank transfer's confirmation shows its GiroCode as an inline PNG, made at send time",
    async () => {
      const email = uniqueEmail('giro-mail');
      const order = await placePaidOrder(server.client(), [ids.flexi], 'bank_transfer', email);
      const reference = `HT-${order.id.slice(0, 8).toUpperCase()}`;
      const mail = await eventually(
        () => mailsTo(email).find((caught) => caught.subject.includes(order.id.slice(0, 8))),
        'the confirmation',
        LONG,
      );
      expect(mail.attachments).toHaveLength(1);
      const [image] = mail.attachments;
      expect(image).toMatchObject({ contentType: 'image/png', cid: 'girocode@hometunnel' });
      expect(mail.html).toContain('src="cid:girocode@hometunnel"');
      expect(decodePng(image.content)?.split('\n')).toEqual([
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'HomeTunnel AG',
        'DE89370400440532013000',
        'EUR29.00',
        '',
        '',
        reference,
      ]);
      // The outbox row holds the template's data, never the image.
      const [row]: { template: object }[] = await server.db.dataSource.query(
        `SELECT "template" FROM "mail_outbox" WHERE "dedupe_key" = $1`,
        [`order-confirmation:${order.id}`],
      );
      expect(JSON.stringify(row.template)).not.toMatch(/png|base64/i);
      // A card order's confirmation carries nothing.
      const cardEmail = uniqueEmail('card-mail');
      const card = await placePaidOrder(server.client(), [ids.flexi], 'paypal', cardEmail);
      const cardMail = await eventually(
        () => mailsTo(cardEmail).find((caught) => caught.subject.includes(card.id.slice(0, 8))),
        'the card confirmation',
        LONG,
      );
      expect(cardMail.attachments).toEqual([]);
      expect(cardMail.html).not.toContain('cid:');
    },
    LONG * 2,
  );

  it(
    'attaches the invoice PDF and links to it with a signed link that works without a session',
    async () => {
      const email = uniqueEmail('paid-mail');
      const order = await placePaidOrder(server.client(), [ids.flexi], 'bank_transfer', email);
      const paid = await admin.gql(MARK_PAID, { orderId: order.id, reference: 'SEPA #77' });
      expect(paid.data.markOrderPaid.status).toBe('paid');
      const [{ number }]: { number: string }[] = await server.db.dataSource.query(
        `SELECT "number" FROM "invoices" WHERE "order_id" = $1 AND "kind" = 'invoice'`,
        [order.id],
      );

      const mail = await eventually(
        () => mailsTo(email).find((caught) => caught.subject.startsWith('Payment received')),
        'the payment mail',
        LONG,
      );
      expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: `invoice-${number}.pdf`, contentType: 'application/pdf' },
      ]);
      const attached = pdfText(mail.attachments[0].content);
      expect(attached).toContain(number);
      expect(attached).toContain('€29.00');
      expect(mail.text).toContain(`invoice ${number}`);

      const link = /https?:\/\/[^\s"<>]+\/api\/invoices\/[\w-]+\.pdf\?expires=\d+&(?:amp;)?sig=[\w-]+/.exec(
        mail.html,
      )?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!.replace(/&amp;/g, '&'));
      // PUBLIC_URL is the shop's origin: ask the test server for the same path and query.
      const response = await fetch(server.url + url.pathname + url.search);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(pdfText(Buffer.from(await response.arrayBuffer()))).toContain(number);
    },
    LONG * 2,
  );
});
