import type { Language } from '@hometunnel/rules';
import type { EntityManager } from 'typeorm';
import type { Limiter } from '../../auth/rate-limits';
import type { MailTemplate, ShopIdentity } from '../../mail/templates';
import type { User } from './user.entity';

/** The shapes the accounts service takes and hands out: its limits, its mail seam, a new account. */

export interface AccountLimiters {
  /** Sign-in attempts per email, from anywhere. */
  loginFailures: Limiter;
  /** Sign-in attempts per client address and email. */
  loginFailuresByAddressAndEmail: Limiter;
  /** Sign-in attempts per client address, whatever the email. */
  loginAttemptsByAddress: Limiter;
  registrations: Limiter;
}

/** The mails of the accounts module: verification and password reset. */
export type AccountMailKind = 'verify-email' | 'password-reset';
export interface AccountMail {
  to: string;
  template: Extract<MailTemplate, { kind: AccountMailKind }>;
  /** The account's language: its mails are written in it whichever page asked. */
  language: Language;
  dedupeKey?: string;
}
/** The outbox (MailService): a mail written in the caller's transaction is sent only if it commits. */
export interface MailOutbox {
  enqueue(manager: EntityManager, mail: AccountMail): Promise<void>;
}
/** Where account mails go and what they say about the shop. */
export interface AccountMailer {
  outbox: MailOutbox;
  shop: ShopIdentity;
}

/** A registration checked and hashed, not yet written; with its verification mail. */
export type NewAccount = Pick<User, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'language'> & {
  verification?: { token: string; mail: AccountMail };
};
