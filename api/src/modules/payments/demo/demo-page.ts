import { formatPrice } from '@hometunnel/rules';
import type { PaymentState } from '../payments.service';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The demo provider's page: says it is a demo, and pays or declines with a plain form (no script). */
export function demoPage(state: PaymentState, token: string, brandName: string): string {
  const open = state.status === 'pending' && state.paymentStatus !== 'PAID';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo payment – ${escapeHtml(brandName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1f2a}
.demo{background:#fff4d6;border:1px solid #e0b84a;padding:.75rem 1rem;border-radius:.5rem}
button{font-size:1rem;padding:.7rem 1.4rem;margin-right:.75rem;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.pay{background:#1f6f43;color:#fff;border-color:#1f6f43}</style></head>
<body><main>
<p class="demo" role="note"><strong>This is a demo payment page.</strong> No money is taken: it stands in for the card or PayPal page while the shop runs in demo mode.</p>
<h1>Order #${escapeHtml(state.orderNumber)}</h1>
<p>Amount: <strong data-testid="demo-amount">${escapeHtml(formatPrice(state.amount))}</strong></p>
${
  open
    ? `<form method="post" action="/api/payments/demo/${escapeHtml(state.orderId)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
</form>`
    : `<p>This order is ${escapeHtml(state.status)}. <a href="/checkout/return?order=${escapeHtml(state.orderId)}&amp;provider=demo">Back to the shop</a></p>`
}
</main></body></html>`;
}
