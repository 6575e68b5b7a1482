import type { EntityManager } from 'typeorm';
import { placedOrder } from '../../test/invoice-orders';
import { catalogIds, type CatalogIds } from '../../test/shop-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { OrderItem } from '../orders/order-item.entity';
import { OrderRecordsService } from '../orders/order-records.service';
import type { Order } from '../orders/order.entity';
import { Invoice } from './invoice.entity';
import { invoiceLinkKey } from './invoice-links';
import { InvoicesService } from './invoices.service';

let server: TestServer;
let ids: CatalogIds;

beforeAll(async () => {
  // 229 transactions queue for the pool's 10 connections: let them wait as long as it takes.
  server = await startTestServer({ DATABASE_CONNECT_TIMEOUT_MS: '200000' });
  ids = await catalogIds(server.client());
});
afterAll(() => server.close());

/** A service whose clock sits in a year of its own: its series is this test's alone. */
function invoicesIn(year: number): InvoicesService {
  return new InvoicesService(server.db.dataSource, {
    seller: {
      name: 'HomeTunnel AG',
      address: 'Bahnhofstrasse 1, 8001 Zürich',
      vatId: 'CHE-123.456.789 MWST',
    },
    publicUrl: 'http://localhost:3000',
    linkKey: invoiceLinkKey('test-session-secret'),
    orders: new OrderRecordsService(server.db.dataSource),
    now: () => new Date(`${year}-06-01T12:00:00Z`),
  });
}

async function placeOrders(count: number): Promise<{ order: Order; items: OrderItem[] }[]> {
  const placed: { order: Order; items: OrderItem[] }[] = [];
  while (placed.length < count) {
    const batch = Math.min(10, count - placed.length);
    placed.push(
      ...(await Promise.all(Array.from({ length: batch }, () => placedOrder(server, [ids.flexi])))),
    );
  }
  return placed;
}

const numbersOf = async (series: string) =>
  (
    await server.db.dataSource
      .getRepository(Invoice)
      .find({ select: { no: true, number: true, orderId: true }, where: { series }, order: { no: 'ASC' } })
  ).map(({ no, number, orderId }) => ({ no, number, orderId }));

it('numbers 200 orders paid at once 1..200, no gap, no twin, with rolled-back payments among them', async () => {
  const invoices = invoicesIn(2900);
  const orders = await placeOrders(200);
  const pay = (source: { order: Order; items: OrderItem[] }, rollBack: boolean) =>
    server.db.dataSource.transaction(async (manager: EntityManager) => {
      await invoices.issueInvoice(manager, source);
      if (rollBack) throw new Error('payment not recorded');
    });
  // Every 7th order's payment first fails after taking a number, then succeeds: all at once.
  const attempts = orders.flatMap((source, index) =>
    index % 7 === 0 ? [pay(source, true), pay(source, false)] : [pay(source, false)],
  );
  const results = await Promise.allSettled(attempts);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(failures).toEqual(Array(Math.ceil(200 / 7)).fill('Error: payment not recorded'));

  const issued = await numbersOf('INV-2900');
  expect(issued.map((row) => row.no)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  expect(issued[0].number).toBe('2900-000001');
  expect(issued[199].number).toBe('2900-000200');
  expect(new Set(issued.map((row) => row.orderId)).size).toBe(200);
  const [counter] = await server.db.dataSource.query(
    `SELECT "last_no" FROM "invoice_counters" WHERE "series" = 'INV-2900'`,
  );
  expect(counter.last_no).toBe(200);
}, 240_000);

it('issues one invoice when the same order is paid in racing transactions, and leaves no gap', async () => {
  const invoices = invoicesIn(2901);
  const [first, second] = await placeOrders(2);
  const racing = await Promise.all(
    Array.from({ length: 6 }, () =>
      server.db.dataSource.transaction((manager) => invoices.issueInvoice(manager, first)),
    ),
  );
  expect(new Set(racing.map((invoice) => invoice.id)).size).toBe(1);
  await server.db.dataSource.transaction((manager) => invoices.issueInvoice(manager, second));
  expect((await numbersOf('INV-2901')).map((row) => [row.no, row.orderId])).toEqual([
    [1, first.order.id],
    [2, second.order.id],
  ]);
});
