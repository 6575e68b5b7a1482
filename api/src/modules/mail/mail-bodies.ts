import type { DataSource } from 'typeorm';
import {
  renderMail,
  type RenderedMail,
  type ShopIdentity,
  type StoredMailTemplate,
} from '../../mail/templates';

/** What rendering needs of an outbox row (the worker's claim, an entity, a raw row). */
export interface RenderableMail {
  id: string;
  template: StoredMailTemplate | null;
  html: string | null;
  text: string | null;
}

/**
 * The outbox stores a mail's template and data; its bodies are rendered here, once, by whoever
 * needs them first (the worker about to send it, or a reader: the Mail screen, a data export),
 * and stored, so what an admin reads is what is sent. Two racing renders store the first.
 */
export class MailBodies {
  /** One render per mail object, when both its HTML and text fields are asked for at once. */
  private readonly rendering = new WeakMap<RenderableMail, Promise<Pick<RenderedMail, 'html' | 'text'>>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly shop: ShopIdentity,
  ) {}

  /** The mail's bodies: the stored ones, or rendered now and stored. */
  of(mail: RenderableMail): Promise<Pick<RenderedMail, 'html' | 'text'>> {
    if (mail.html !== null && mail.text !== null)
      return Promise.resolve({ html: mail.html, text: mail.text });
    let bodies = this.rendering.get(mail);
    if (!bodies) {
      bodies = this.render(mail);
      this.rendering.set(mail, bodies);
    }
    return bodies;
  }

  private async render(mail: RenderableMail): Promise<Pick<RenderedMail, 'html' | 'text'>> {
    if (!mail.template) throw new Error(`mail ${mail.id} has neither bodies nor a template`);
    const { html, text } = await renderMail(mail.template, this.shop);
    const stored: { html: string; text: string }[] = await this.dataSource.query(
      `UPDATE "mail_outbox" SET "html" = coalesce("html", $2), "text" = coalesce("text", $3)
        WHERE "id" = $1 RETURNING "html", "text"`,
      [mail.id, html, text],
    );
    const row = (Array.isArray(stored[0]) ? stored[0][0] : stored[0]) as
      { html: string; text: string } | undefined;
    return row ?? { html, text };
  }

  /** The same mails with their bodies filled in (rendered where they were not yet). */
  async fill<T extends RenderableMail>(mails: T[]): Promise<(T & { html: string; text: string })[]> {
    for (const mail of mails) Object.assign(mail, await this.of(mail));
    return mails as (T & { html: string; text: string })[];
  }

  /** Renders every mail to this address not rendered yet (before its text is exported). */
  async renderTo(address: string): Promise<void> {
    const waiting: RenderableMail[] = await this.dataSource.query(
      `SELECT "id", "template", "html", "text" FROM "mail_outbox"
        WHERE lower("to_address") = lower($1) AND ("html" IS NULL OR "text" IS NULL)`,
      [address],
    );
    await this.fill(waiting);
  }
}
