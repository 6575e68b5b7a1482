/**
 * The mail templates: subject, responsive HTML and plain text for every mail the shop sends, from
 * react-email components (one file per mail, the shared frame in layout.tsx). Flows hand a
 * template and its data to the outbox (MailService.enqueue) in their transaction; the outbox
 * renders it with `renderMail(...)` when it sends it (or an admin first reads it), never inside
 * the request that wrote it.
 */
import { render } from '@react-email/components';
import type { MailContent } from './content';
import { discountCodeMail } from './discount-code';
import { orderConfirmationMail } from './order-confirmation';
import { passwordResetMail } from './password-reset';
import { ticketReceiptMail } from './ticket-receipt';
import { ticketReplyMail } from './ticket-reply';
import { mailText, type MailText } from './i18n';
import type { RenderedMail, ShopIdentity, StoredMailTemplate } from './types';
import { verifyEmailMail } from './verify-email';
import { waitlistReceiptMail } from './waitlist-receipt';
import { webhookDisabledMail } from './webhook-disabled';
import { paymentReceivedMail } from './payment-received';
import { bankTransferReminderMail } from './bank-transfer-reminder';
import { subscriptionBillingMail } from './subscription-billing';

export { GIROCODE_CID } from './girocode';
export { pagePath } from './i18n';
export type {
  BankTransferMailData,
  DiscountCodeMailData,
  MailTemplate,
  OrderMailData,
  PaymentMailData,
  PaymentMailInvoice,
  RenderedMail,
  ShopIdentity,
  StoredMailTemplate,
  SubscriptionBillingMailData,
} from './types';

function content(template: StoredMailTemplate, shop: ShopIdentity): MailContent {
  const m: MailText = mailText(template.language);
  switch (template.kind) {
    case 'verify-email':
      return verifyEmailMail(m, shop, template);
    case 'password-reset':
      return passwordResetMail(m, shop, template);
    case 'order-confirmation':
      return orderConfirmationMail(m, shop, template.order);
    case 'ticket-receipt':
      return ticketReceiptMail(m, shop, template.ticket);
    case 'ticket-reply':
      return ticketReplyMail(m, shop, template.ticket, template.reply);
    case 'waitlist-receipt':
      return waitlistReceiptMail(m, shop, template.productName);
    case 'discount-code':
      return discountCodeMail(m, shop, template);
    case 'webhook-disabled':
      return webhookDisabledMail(mailText('en'), shop, template.url);
    case 'payment-received':
      return paymentReceivedMail(m, shop, template.payment);
    case 'bank-transfer-reminder':
      return bankTransferReminderMail(m, shop, template.transfer);
    case 'subscription-billing':
      return subscriptionBillingMail(m, shop, template);
  }
}

/**
 * The text part's conversion (html-to-text, on top of react-email's: no images, no preview line,
 * no brackets around links): headings keep their case (an order number is "#ab12cd34", not
 * "#AB12CD34"), and tables marked `data-text-table` keep their rows and columns.
 */
const htmlToTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'table[data-text-table]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/** The subject line alone (cheap: no rendering), stored with the mail when it is written. */
export function mailSubject(template: StoredMailTemplate, shop: ShopIdentity): string {
  return content(template, shop).subject;
}

/**
 * Subject, responsive HTML and plain text for one mail, both parts from the same component, in the
 * template's language (English for rows stored without one).
 */
export async function renderMail(template: StoredMailTemplate, shop: ShopIdentity): Promise<RenderedMail> {
  const { subject, element } = content(template, shop);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject, html, text };
}
