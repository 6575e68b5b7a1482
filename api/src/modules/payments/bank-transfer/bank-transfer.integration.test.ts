import { adminEmails, signedInAdmin } from '../../../test/admin-client';
import { outboxFor } from '../../../test/outbox';
import { orderRow, placePaidOrder, REFUND_ORDER, statusChanges } from '../../../test/payment-actions';
import { REPEATED_REFUND_SECONDS } from '../payment-events.service';
import { epcPayload, epcQrSvg } from './epc-qr';
import { catalogIds, type CatalogIds } from '../../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../../test/test-server';

let server: TestServer;
let ids: CatalogIds;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'bank-admin');

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: adminEmail,
    BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
    BANK_TRANSFER_BIC: 'COBADEFFXXX',
    BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
    PAYMENTS_DEMO: '0',
  });
  ids = await catalogIds(server.client());
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const MARK_PAID = `mutation($orderId: ID!, $reference: String!) {
  markOrderPaid(orderId: $orderId, reference: $reference) { id status paymentStatus }
}`;

/** Moves an order's placing back in time, as if placed `days` ago. */
const placedDaysAgo = (orderId: string, days: number) =>
  server.db.dataSource.query(
    `UPDATE "orders" SET "created_at" = now() - make_interval(days => $2) WHERE "id" = $1`,
    [orderId, days],
  );

describe('bank transfer', () => {
  it('is offered as a selling method; the order waits (no paymentUrl) and shows holder, IBAN, BIC, amount and reference', async () => {
    expect((await server.client().gql('{ paymentMethods }')).data.paymentMethods).toEqual(['bank_transfer']);
    const buyer = server.client();
    await buyer.register();
    const order = await placePaidOrder(buyer, [ids.flexi], 'bank_transfer');
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'PENDING', paymentUrl: null });
    const gql = await buyer.gql(
      `query($id: ID!) { myOrder(id: $id) { paymentMethod bankTransfer { holder iban bic amount reference } } }`,
      { id: order.id },
    );
    expect(gql.data.myOrder).toEqual({
      paymentMethod: 'bank_transfer',
      bankTransfer: {
        holder: 'HomeTunnel AG',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        amount: '29.00',
        reference: `HT-${order.id.slice(0, 8).toUpperCase()}`,
      },
    });
    const [confirmation] = await outboxFor(server, 'ada@example.com', 'order-confirmation').then((mails) =>
      mails.filter((mail) => mail.dedupeKey === `order-confirmation:${order.id}`),
    );
    for (const text of [
      'Bank Transfer',
      'DE89370400440532013000',
      'COBADEFFXXX',
      `HT-${order.id.slice(0, 8).toUpperCase()}`,
    ])
      expect(confirmation.text).toContain(text);
    // Card and PayPal sell nothing here: today's waitlist flow.
    const card = await placePaidOrder(server.client(), [ids.flexi], 'stripe', uniqueEmail('card'));
    expect(card).toMatchObject({ paymentStatus: 'UNPAID', paymentUrl: null });
  });

  it("gives the order's GiroCode as SVG on read: the EPC payload of holder, IBAN, BIC, amount and reference", async () => {
    const buyer = server.client();
    await buyer.register();
    const order = await placePaidOrder(buyer, [ids.flexi], 'bank_transfer');
    const { data, errors } = await buyer.gql(
      `query($id: ID!) { myOrder(id: $id) { bankTransfer { qrSvg } } }`,
      { id: order.id },
    );
    expect(errors).toBeUndefined();
    const expected = epcPayload({
      bic: 'COBADEFFXXX',
      name: 'HomeTunnel AG',
      iban: 'DE89370400440532013000',
      amountCents: 2900,
      text: `HT-${order.id.slice(0, 8).toUpperCase()}`,
    });
    expect(data.myOrder.bankTransfer.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(data.myOrder.bankTransfer.qrSvg).toBe(await epcQrSvg(expected));
    // Another order's code differs only by its reference.
    const other = await placePaidOrder(buyer, [ids.flexi], 'bank_transfer');
    const otherSvg = (
      await buyer.gql(`query($id: ID!) { myOrder(id: $id) { bankTransfer { qrSvg } } }`, { id: other.id })
    ).data.myOrder.bankTransfer.qrSvg;
    expect(otherSvg).not.toBe(data.myOrder.bankTransfer.qrSvg);
  });

  it('an admin records the receipt once; only admins, only pending bank transfers', async () => {
    const email = uniqueEmail('bank');
    const order = await placePaidOrder(server.client(), [ids.secure], 'bank_transfer', email);
    const customer = server.client();
    await customer.register();
    expect(
      (await customer.gql(MARK_PAID, { orderId: order.id, reference: 'x' })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    const empty = await admin.gql(MARK_PAID, { orderId: order.id, reference: ' ' });
    expect(empty.errors?.[0].message).toBe('Payment reference must be 1-140 characters');
    const nul = await admin.gql(MARK_PAID, { orderId: order.id, reference: 'SEPA\u0000' });
    expect(nul.errors?.[0]).toMatchObject({
      message: 'Payment reference must not contain control characters or invalid Unicode',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const clicks = await Promise.all([
      admin.gql(MARK_PAID, { orderId: order.id, reference: 'SEPA 2026-11-27 #4411' }),
      admin.gql(MARK_PAID, { orderId: order.id, reference: 'SEPA 2026-11-27 #4411' }),
    ]);
    expect(clicks.filter((c) => c.data?.markOrderPaid?.status === 'paid').length).toBeGreaterThanOrEqual(1);
    expect(await statusChanges(server, order.id, 'paid')).toBe(1);
    expect(await outboxFor(server, email, 'payment-received')).toHaveLength(1);
    const again = await admin.gql(MARK_PAID, { orderId: order.id, reference: 'again' });
    expect(again.errors?.[0].message).toBe('Only a pending order can be marked paid');
    const card = await placePaidOrder(server.client(), [ids.flexi], 'paypal', uniqueEmail('card'));
    const wrongKind = await admin.gql(MARK_PAID, { orderId: card.id, reference: 'x' });
    expect(wrongKind.errors?.[0].message).toBe('Only a bank transfer order is marked paid by hand');

    const refuse = await admin.gql(REFUND_ORDER, {
      orderId: order.id,
      amount: '79.00',
      reason: 'Sent\u0000',
    });
    expect(refuse.errors?.[0]).toMatchObject({
      message: 'Reason must not contain control characters or invalid Unicode',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const refund = await admin.gql(REFUND_ORDER, {
      orderId: order.id,
      amount: '79.00',
      reason: 'Sent back by transfer',
    });
    expect(refund.data.refundOrder).toMatchObject({ status: 'refunded', paymentStatus: 'REFUNDED' });
  });

  it('records a refund sent twice at once once (one credit note); consecutive partial refunds all apply', async () => {
    const email = uniqueEmail('bank-refund');
    const order = await placePaidOrder(server.client(), [ids.ultimate], 'bank_transfer', email);
    await admin.gql(MARK_PAID, { orderId: order.id, reference: 'SEPA 2026-11-28 #5120' });
    const documents = async (kind: string): Promise<string[]> =>
      (
        await server.db.dataSource.query(
          `SELECT "total"::text AS "total" FROM "invoices" WHERE "order_id" = $1 AND "kind" = $2 ORDER BY "no"`,
          [order.id, kind],
        )
      ).map((row: { total: string }) => row.total);
    const refunds = async (): Promise<number> =>
      (
        await server.db.dataSource.query(
          `SELECT count(*)::int AS "count" FROM "payment_events" WHERE "order_id" = $1 AND "type" = 'refund.recorded'`,
          [order.id],
        )
      )[0].count;
    const refund = (amount: string, reason: string) =>
      admin.gql(REFUND_ORDER, { orderId: order.id, amount, reason });

    // A double click (or two admins at once): one refund, one credit note, the same answer twice.
    const clicks = await Promise.all([refund('10.00', 'Goodwill'), refund('10.00', 'Goodwill')]);
    expect(clicks.map((click) => click.errors)).toEqual([undefined, undefined]);
    for (const click of clicks)
      expect(click.data.refundOrder).toEqual({
        id: order.id,
        status: 'paid',
        paymentStatus: 'PARTIALLY_REFUNDED',
        refundedAmount: '10.00',
      });
    expect(await refunds()).toBe(1);
    expect(await documents('credit_note')).toEqual(['10.00']);

    // Sent again right after: still that refund (the answer is the order as it stands).
    expect((await refund('10.00', 'Goodwill')).data.refundOrder.refundedAmount).toBe('10.00');
    expect(await refunds()).toBe(1);

    // Other refunds one after the other each apply: another amount, or the same for another reason.
    expect((await refund('5.50', 'Shipping back')).data.refundOrder.refundedAmount).toBe('15.50');
    expect((await refund('10.00', 'Second parcel damaged')).data.refundOrder.refundedAmount).toBe('25.50');
    // The same refund again once REPEATED_REFUND_SECONDS have passed is a refund of its own.
    await server.db.dataSource.query(
      `UPDATE "payment_events" SET "received_at" = "received_at" - make_interval(secs => $2) WHERE "order_id" = $1`,
      [order.id, REPEATED_REFUND_SECONDS + 1],
    );
    expect((await refund('10.00', 'Goodwill')).data.refundOrder.refundedAmount).toBe('35.50');
    expect(await refunds()).toBe(4);
    expect(await documents('credit_note')).toEqual(['10.00', '5.50', '10.00', '10.00']);
    expect(await orderRow(server, order.id)).toMatchObject({
      status: 'paid',
      paymentStatus: 'PARTIALLY_REFUNDED',
      refundedAmount: '35.50',
    });
  });

  it('reminds once after 7 days and cancels after the hold days unpaid', async () => {
    const email = uniqueEmail('late');
    const late = await placePaidOrder(server.client(), [ids.flexi], 'bank_transfer', email);
    const fresh = await placePaidOrder(server.client(), [ids.flexi], 'bank_transfer', uniqueEmail('fresh'));
    const overdueEmail = uniqueEmail('overdue');
    const overdue = await placePaidOrder(server.client(), [ids.flexi], 'bank_transfer', overdueEmail);
    await placedDaysAgo(late.id, 8);
    await placedDaysAgo(overdue.id, 15);

    const first = await server.services.bankTransfers.run();
    const second = await server.services.bankTransfers.run();
    expect(first?.reminded).toBeGreaterThanOrEqual(1);
    expect(second).toBeNull();
    const reminders = await outboxFor(server, email, 'bank-transfer-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('DE89370400440532013000');
    expect(reminders[0].text).toContain(`HT-${late.id.slice(0, 8).toUpperCase()}`);
    expect(await outboxFor(server, overdueEmail, 'bank-transfer-reminder')).toHaveLength(0);
    expect(await orderRow(server, overdue.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'FAILED',
    });
    expect(await orderRow(server, late.id)).toMatchObject({ status: 'pending', paymentStatus: 'PENDING' });
    expect(await orderRow(server, fresh.id)).toMatchObject({ status: 'pending' });
  });
});
