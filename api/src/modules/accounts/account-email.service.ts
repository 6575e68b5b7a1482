import {
  accountEmailMessages,
  DEFAULT_LANGUAGE,
  emailProblem,
  PASSWORD_RESET_TOKEN_HOURS,
} from '@hometunnel/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { badInput, unauthenticated } from '../../common/app-error';
import { hashPassword } from '../../auth/password';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import { pagePath } from '../../mail/templates';
import type { GuestOrdersService } from '../orders/guest-orders.service';
import { consumeToken, newToken, spendTokens, storeToken } from './account-tokens';
import type { AccountsService } from './accounts.service';
import { normalizeEmail } from './accounts.rules';
import type { User } from './user.entity';

export interface AccountEmailLimiters {
  /** Verification mails asked for again, per account. */
  verificationResends: Limiter;
  /** Password reset requests per address asked about. */
  resetsByEmail: Limiter;
  /** Password reset requests per client address. */
  resetsByClient: Limiter;
}

/** What every answer to a reset request says, whether or not the address has an account. */
export const RESET_REQUESTED = { message: accountEmailMessages.resetRequested } as const;

/**
 * Email verification and password reset: the single-use tokens (account-tokens.ts) and what
 * proving an address unlocks (guest orders joining the account).
 */
export class AccountEmailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly guestOrders: GuestOrdersService,
    private readonly limiters: AccountEmailLimiters,
  ) {}

  /**
   * Spends a verification link: the address is verified and, in the same transaction, guest
   * orders placed with it join the account (their paid subscriptions granted). 400 when the link
   * is invalid, used or expired.
   */
  async verifyEmail(token: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await consumeToken(manager, 'verify-email', token);
      const user = userId ? await this.accounts.markVerified(manager, userId) : null;
      if (!user) throw badInput(accountEmailMessages.verificationLinkInvalid);
      await this.guestOrders.joinVerifiedAccount(manager, user.id, user.email);
      return user;
    });
  }

  /** A new verification link for the signed-in account (limited per account). */
  async resendVerification(actor: Actor): Promise<{ message: string }> {
    const caller = requireUser(actor);
    const user = await this.accounts.getUser(caller.userId);
    if (!user) throw unauthenticated();
    if (user.emailVerifiedAt) return { message: accountEmailMessages.alreadyVerified };
    await consumeOrThrow(
      this.limiters.verificationResends,
      user.id,
      accountEmailMessages.tooManyVerificationMails,
    );
    const verification = this.accounts.prepareVerification(user);
    await this.dataSource.transaction((manager) =>
      this.accounts.storeVerification(manager, user.id, verification),
    );
    return { message: accountEmailMessages.verificationSent };
  }

  /**
   * Mails a reset link when the address has an account. The answer is the same either way, and
   * both paths do the same work before the database (a token, the link): only the account's path
   * writes (the mail is rendered later, by the outbox).
   */
  async requestPasswordReset(email: string, clientIp: string): Promise<typeof RESET_REQUESTED> {
    const problem = emailProblem(email);
    if (problem) throw badInput(problem);
    const address = normalizeEmail(email);
    await consumeOrThrow(this.limiters.resetsByClient, clientIp, accountEmailMessages.tooManyResetRequests);
    await consumeOrThrow(this.limiters.resetsByEmail, address, accountEmailMessages.tooManyResetRequests);
    const user = await this.accounts.findByEmail(address);
    const token = newToken();
    // The reset page in the account's language, as its mail is.
    const link = `${this.accounts.shop.publicUrl}${pagePath(user?.language ?? DEFAULT_LANGUAGE, '/reset-password')}?token=${token}`;
    if (user) {
      await this.dataSource.transaction(async (manager) => {
        await storeToken(manager, user.id, 'password-reset', token, PASSWORD_RESET_TOKEN_HOURS);
        await this.accounts.enqueueMail(manager, {
          template: { kind: 'password-reset', firstName: user.firstName, link },
          to: user.email,
          language: user.language,
        });
      });
    }
    return RESET_REQUESTED;
  }

  /**
   * Sets a new password from a reset link (password already checked by the input's rules): the
   * link and any other reset link of the account are spent, and every session of the account
   * ends. 400 when the link is invalid, used or expired.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const userId = await consumeToken(manager, 'password-reset', token);
      if (!userId) throw badInput(accountEmailMessages.resetLinkInvalid);
      await this.accounts.setPasswordHash(manager, userId, passwordHash);
      await spendTokens(manager, userId, 'password-reset');
      await endSessions(manager, userId);
    });
  }

  /**
   * The signed-in user's new password, given the current one. Every session of the account ends;
   * the caller signs the current request in again (a new session id).
   */
  async changePassword(actor: Actor, currentPassword: string, password: string): Promise<User> {
    const caller = requireUser(actor);
    const user = await this.accounts.getUser(caller.userId);
    if (!user) throw unauthenticated();
    if (!(await this.accounts.verifyCurrentPassword(user, currentPassword))) {
      throw badInput(accountEmailMessages.currentPasswordWrong);
    }
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      await this.accounts.setPasswordHash(manager, user.id, passwordHash);
      await spendTokens(manager, user.id, 'password-reset');
      await endSessions(manager, user.id);
    });
    return user;
  }
}

/** Ends every session of the user (sessions live in PostgreSQL: connect-pg-simple's table). */
export async function endSessions(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM "session" WHERE "sess"->>'userId' = $1`, [userId]);
}
