import type { MailAttachmentSource } from '../mail/mail-attachments';
import type { InvoicesService } from './invoices.service';

/** The payment mail carries its invoice as a PDF, printed when the mail is sent. */
export function invoiceMailAttachments(
  invoices: Pick<InvoicesService, 'invoiceAttachment'>,
): MailAttachmentSource {
  return async (template) => {
    if (template.kind !== 'payment-received' || !template.payment.invoice) return [];
    const file = await invoices.invoiceAttachment(template.payment.invoice.id);
    return [{ ...file, contentType: 'application/pdf' }];
  };
}
