import type { MailTemplate } from '../../mail/templates';

/** A file sent with a mail; `cid` makes it an inline image the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
  cid?: string;
}

/**
 * The files a mail carries, built by the worker from the stored template just before sending
 * (an invoice PDF, a GiroCode image), so the outbox row stays small. Each module answers for the
 * kinds it knows and `[]` for the rest. A throw is a failed attempt, retried like an SMTP error.
 */
export type MailAttachmentSource = (template: MailTemplate) => Promise<MailAttachment[]>;

/** One source asking each of `sources` in turn. */
export function mailAttachments(...sources: MailAttachmentSource[]): MailAttachmentSource {
  return async (template) => (await Promise.all(sources.map((source) => source(template)))).flat();
}
