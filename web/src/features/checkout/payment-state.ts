/** What the shop says of an order on the return page (GET/POST /api/payments/...). */
export interface PaymentState {
  orderId: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentUrl: string | null;
  amount: string;
}

export type ReturnOutcome = 'paid' | 'pending' | 'failed';

/** paid (or refunded later), still being confirmed, or failed / cancelled: try again. */
export function returnOutcome(state: PaymentState, cancelled: boolean): ReturnOutcome {
  if (['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(state.paymentStatus)) return 'paid';
  if (state.status === 'cancelled' || state.paymentStatus === 'FAILED' || cancelled) return 'failed';
  return 'pending';
}

async function json(response: Response): Promise<PaymentState> {
  if (!response.ok) throw new Error(`payment state ${response.status}`);
  return (await response.json()) as PaymentState;
}

/** Back from the provider: the shop confirms with it (Stripe's session, PayPal's capture), then answers. */
export async function confirmReturn(params: URLSearchParams): Promise<PaymentState> {
  return json(
    await fetch('/api/payments/return', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(params)),
    }),
  );
}

export async function readPaymentState(orderId: string): Promise<PaymentState> {
  return json(
    await fetch(`/api/payments/orders/${encodeURIComponent(orderId)}`, { credentials: 'same-origin' }),
  );
}
