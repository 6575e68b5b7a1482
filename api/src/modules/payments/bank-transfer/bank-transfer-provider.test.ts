import type { PaymentOrder } from '../payment-provider';
import { BankTransferProvider } from './bank-transfer-provider';

const order: PaymentOrder = {
  id: '3f2a9c4e-0000-4000-8000-000000000001',
  totalAmount: '149.00',
  refundedAmount: '0.00',
  paymentMethod: 'bank_transfer',
  customerEmail: 'ada@example.com',
  paymentRef: 'HT-3F2A9C4E',
  captureRef: 'SEPA 4711',
};

describe('a bank transfer refund, recorded by the shop', () => {
  const provider = new BankTransferProvider();

  it('has an event id made of the order, the refunded total it started from and the amount (no clock)', async () => {
    const first = await provider.refund(order, 1000, 'Goodwill');
    expect(first).toMatchObject({
      provider: 'bank_transfer',
      eventId: `refund:${order.id}:0.00:10.00`,
      type: 'refunded',
      amountCents: 1000,
      currency: 'EUR',
      providerRef: 'SEPA 4711',
      reason: 'Goodwill',
    });
    // The same request again is the same event: the pipeline stores it once.
    expect((await provider.refund(order, 1000, 'Goodwill')).eventId).toBe(first.eventId);
  });

  it('gives a refund after another, or of another amount, an id of its own', async () => {
    const first = (await provider.refund(order, 1000, 'Goodwill')).eventId;
    const next = (await provider.refund({ ...order, refundedAmount: '10.00' }, 1000, 'Goodwill')).eventId;
    const other = (await provider.refund(order, 550, 'Shipping back')).eventId;
    expect(new Set([first, next, other]).size).toBe(3);
  });
});
