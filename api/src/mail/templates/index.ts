/**
 * The mail templates: subject, responsive HTML and plain text for every mail the shop sends.
 * Flows render with `renderMail(...)` and hand the result to the outbox (MailService.enqueue).
 */
export interface ShopIdentity {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
}

export type MailTemplate =
  | { kind: 'verify-email'; firstName: string | null; link: string }
  | { kind: 'password-reset'; firstName: string | null; link: string }
  | { kind: 'order-confirmation'; order: OrderMailData }
  | { kind: 'ticket-receipt'; ticket: { number: string; fullName: string; subject: string; message: string } }
  | { kind: 'ticket-reply'; ticket: { number: string; fullName: string; subject: string }; reply: string }
  | { kind: 'waitlist-receipt'; productName: string };

/** Money strings are decimal euro amounts as stored on the order ("342.49"). */
export interface OrderMailData {
  shortId: string;
  customerName: string;
  items: { name: string; quantity: number; lineTotal: string }[];
  subtotal: string;
  vatRate: string;
  vatAmount: string;
  shipping: string;
  total: string;
  shippingAddress: { street: string; city: string; postalCode: string; country: string };
  paymentMethod: 'paypal' | 'stripe';
  deviceOutOfStock: boolean;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function placeholderSubject(template: MailTemplate, brand: string): string {
  switch (template.kind) {
    case 'verify-email':
      return `Confirm your email for ${brand}`;
    case 'password-reset':
      return `Reset your ${brand} password`;
    case 'order-confirmation':
      return `Your ${brand} order #${template.order.shortId}`;
    case 'ticket-receipt':
      return `${brand} support ticket #${template.ticket.number} received`;
    case 'ticket-reply':
      return `Re: ${template.ticket.subject} [${brand} ticket #${template.ticket.number}]`;
    case 'waitlist-receipt':
      return `You're on the ${brand} waitlist for ${template.productName}`;
  }
}

/** Subject, responsive HTML and plain text for one mail. (Placeholder body until the templates land.) */
export async function renderMail(template: MailTemplate, shop: ShopIdentity): Promise<RenderedMail> {
  const subject = placeholderSubject(template, shop.brandName);
  const link = 'link' in template ? template.link : shop.publicUrl;
  const text = `${subject}\n\n${link}\n\n${shop.brandName} · ${shop.supportEmail}\n`;
  const html = `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><p>${escapeHtml(subject)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`;
  return { subject, html, text };
}
