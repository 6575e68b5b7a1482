import { formatPrice } from '@hometunnel/rules';
import type { PaymentState } from '../payments.service';
import type { DemoSetup } from './demo-cards';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The demo pages' frame: says it is a demo; plain forms, no script (the shop's CSP allows none here). */
function demoShell(kind: string, brandName: string, note: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo ${escapeHtml(kind)} – ${escapeHtml(brandName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1f2a}
.demo{background:#fff4d6;border:1px solid #e0b84a;padding:.75rem 1rem;border-radius:.5rem}
button{font-size:1rem;padding:.7rem 1.4rem;margin:0 .75rem .75rem 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.pay{background:#1f6f43;color:#fff;border-color:#1f6f43}</style></head>
<body><main>
<p class="demo" role="note"><strong>This is a demo ${escapeHtml(kind)} page.</strong> ${escapeHtml(note)}</p>
${main}
</main></body></html>`;
}

/** The demo provider's page: pays or declines; a plan's card is saved on Pay. */
export function demoPage(
  state: PaymentState,
  token: string,
  brandName: string,
  savesCard: boolean,
  /** The shop's return page for this order, in its checkout's language. */
  returnTo: string,
): string {
  const open = state.status === 'pending' && state.paymentStatus !== 'PAID';
  return demoShell(
    'payment',
    brandName,
    'No money is taken: it stands in for the card or PayPal page while the shop runs in demo mode.',
    `<h1>Order #${escapeHtml(state.orderNumber)}</h1>
<p>Amount: <strong data-testid="demo-amount">${escapeHtml(formatPrice(state.amount))}</strong></p>
${
  open
    ? `${savesCard ? '<p>Paying saves a demo card (Visa ending 4242) for the renewals of this plan.</p>\n' : ''}<form method="post" action="/api/payments/demo/${escapeHtml(state.orderId)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="pay" type="submit" name="action" value="pay">Pay</button>
${savesCard ? '<button type="submit" name="action" value="pay_declining">Pay with a card that declines renewals</button>\n' : ''}<button type="submit" name="action" value="decline">Decline</button>
</form>`
    : `<p>This order is ${escapeHtml(state.status)}. <a href="${escapeHtml(returnTo)}">Back to the shop</a></p>`
}`,
  );
}

/** The demo setup page (Update payment method): saves a demo card for a subscription's renewals. */
export function demoSetupPage(setup: DemoSetup, token: string, brandName: string): string {
  const back = `/account/subscriptions/${escapeHtml(encodeURIComponent(setup.subscriptionId))}`;
  return demoShell(
    'card setup',
    brandName,
    'No card is stored and no money is taken: it stands in for the card page while the shop runs in demo mode.',
    `<h1>Save a card for your subscription</h1>
<p>Renewals are charged to the card you save here.</p>
<form method="post" action="/api/payments/demo/setup/${escapeHtml(encodeURIComponent(setup.subscriptionId))}">
<input type="hidden" name="customer" value="${escapeHtml(setup.customer)}">
<input type="hidden" name="setup" value="${escapeHtml(setup.setupRef)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="pay" type="submit" name="card" value="4242">Save card</button>
<button type="submit" name="card" value="0341">Save a card that declines</button>
</form>
<p><a href="${back}">Back to the shop</a></p>`,
  );
}
