import { outboxFor } from '../../test/outbox';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestServer } from '../../test/test-server';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  server = await startTestServer();
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

describe('waitlist receipt mail', () => {
  it('is written once per address and product, whatever the case, also when joins race', async () => {
    const email = uniqueEmail('Receipt');
    const join = (address: string, productId: string) =>
      server.client().post('/api/waitlist', { email: address, productId });
    expect((await join(email, ids.pro)).status).toBe(201);
    const again = await Promise.all([join(` ${email.toUpperCase()} `, ids.pro), join(email, ids.pro)]);
    expect(again.map((response) => response.status)).toEqual([200, 200]);

    let mails = await outboxFor(server, email, 'waitlist-receipt');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: email.toLowerCase(),
      dedupeKey: `waitlist-receipt:${email.toLowerCase()}:${ids.pro}`,
    });
    expect(mails[0].subject).toContain('Pro Package');

    // Another product is another receipt.
    expect((await join(email, ids.light)).status).toBe(201);
    mails = await outboxFor(server, email, 'waitlist-receipt');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Pro Package'),
      expect.stringContaining('Light Package'),
    ]);
  });

  it('writes neither the entry nor the receipt when the transaction fails', async () => {
    const email = uniqueEmail('receipt-fail');
    const { mail } = server.services;
    const enqueue = mail.enqueue.bind(mail);
    const spy = jest.spyOn(mail, 'enqueue').mockImplementation(async (manager, outgoing) => {
      await enqueue(manager, outgoing);
      throw new Error('boom after the mail was written');
    });
    try {
      expect((await server.client().post('/api/waitlist', { email, productId: ids.pro })).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await outboxFor(server, email)).toEqual([]);
    // The entry rolled back with it, so joining again is new and mails the receipt.
    expect((await server.client().post('/api/waitlist', { email, productId: ids.pro })).status).toBe(201);
    expect(await outboxFor(server, email, 'waitlist-receipt')).toHaveLength(1);
  });
});
