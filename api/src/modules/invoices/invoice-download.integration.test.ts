import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placedOrder } from '../../test/invoice-orders';
import { pdfText } from '../../test/pdf-text';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { Invoice } from './invoice.entity';
import { invoiceLinkKey, signedQuery } from './invoice-links';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
let owner: TestClient;
let orderId: string;
let invoice: Invoice;
const [adminEmail] = adminEmails();
/** This file's orders' buyer: other files place orders in the same database meanwhile. */
const buyer = uniqueEmail('invoice-buyer');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
  owner = server.client();
  await owner.register();
  const { order, items } = await placedOrder(server, [ids.pro], { client: owner, email: buyer });
  orderId = order.id;
  invoice = await server.db.dataSource.transaction((manager) =>
    server.services.invoices.issueInvoice(manager, { order, items }),
  );
  // Other paid orders, so a page of orders lists several invoices.
  for (const productId of [ids.light, ids.flexi, ids.secure]) {
    const other = await placedOrder(server, [productId], { email: buyer });
    await server.db.dataSource.transaction((manager) =>
      server.services.invoices.issueInvoice(manager, other),
    );
  }
});
afterAll(() => server.close());

const INVOICES = `query($id: ID!) { myOrder(id: $id) { invoices { id number kind total url issuedAt } } }`;
/** The link's path and query, asked of the test server (PUBLIC_URL is the shop's public origin). */
const onServer = (url: string) => server.url + url.slice(url.indexOf('/api/'));
const path = (id: string, query = '') => `/api/invoices/${id}.pdf${query ? `?${query}` : ''}`;
const key = invoiceLinkKey('test-session-secret');
const inAMinute = () => Math.floor(Date.now() / 1000) + 60;

describe('Order.invoices', () => {
  it("lists the owner's invoice with a signed link that downloads without a session", async () => {
    const { data, errors } = await owner.gql(INVOICES, { id: orderId });
    expect(errors).toBeUndefined();
    const [listed] = data.myOrder.invoices;
    expect(listed).toEqual({
      id: invoice.id,
      number: invoice.number,
      kind: 'invoice',
      total: '263.49',
      url: expect.stringMatching(
        new RegExp(`^http://localhost:3000/api/invoices/${invoice.id}\\.pdf\\?expires=\\d+&sig=[\\w-]{43}$`),
      ),
      issuedAt: invoice.issuedAt.toISOString(),
    });
    const expires = Number(new URL(listed.url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(29.9 * 86_400);

    const response = await fetch(onServer(listed.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(invoice.number);
    expect(text).toContain('Total\n€263.49');
  });

  it('is batched: the invoices of a page of orders cost one query, however many orders', async () => {
    const list = (first: number) =>
      admin.gql(
        `query($email: String) { orders(first: ${first}, filter: { customerEmail: $email }) { edges { node { id invoices { number } } } } }`,
        { email: buyer },
      );
    const one = await server.countQueries(() => list(1));
    let edges: { node: { id: string; invoices: { number: string }[] } }[] = [];
    const many = await server.countQueries(async () => {
      edges = (await list(20)).data.orders.edges;
    });
    expect(edges.map((edge) => edge.node.invoices.length)).toEqual([1, 1, 1, 1]);
    expect(many).toBe(one);
    const ours = edges.find((edge) => edge.node.id === orderId)!;
    expect(ours.node.invoices).toEqual([{ number: invoice.number }]);
  });
});

describe('GET /api/invoices/:id.pdf', () => {
  it('refuses a tampered, foreign or expired signature with 403, before saying whether it exists', async () => {
    const good = signedQuery(key, invoice.id, inAMinute());
    const other = '00000000-0000-4000-8000-000000000000';
    for (const query of [
      good.replace(/sig=./, (start) => (start.endsWith('A') ? 'sig=B' : 'sig=A')),
      good.replace(/expires=\d+/, `expires=${inAMinute() + 1}`),
      signedQuery(key, other, inAMinute()),
      signedQuery(invoiceLinkKey('another-secret'), invoice.id, inAMinute()),
      signedQuery(key, invoice.id, Math.floor(Date.now() / 1000) - 1),
      'expires=&sig=',
      `expires=${inAMinute()}`,
    ]) {
      const response = await server.client().get(path(invoice.id, query));
      expect([query, response.status, response.body]).toEqual([
        query,
        403,
        { message: 'This download link is invalid or has expired' },
      ]);
    }
  });

  it('answers 404 for a validly signed link to no invoice', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await server.client().get(path(missing, signedQuery(key, missing, inAMinute())));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Invoice not found' });
  });

  it('opens without a signature for the signed-in owner and an admin only', async () => {
    for (const client of [owner, admin]) {
      const response = await client.get(path(invoice.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    }
    expect((await server.client().get(path(invoice.id))).status).toBe(401);
    const stranger = server.client();
    await stranger.register();
    for (const id of [invoice.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await stranger.get(path(id));
      expect([id, response.status, response.body]).toEqual([id, 404, { message: 'Invoice not found' }]);
    }
  });
});
