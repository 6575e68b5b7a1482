import type { DataSource, EntityManager } from 'typeorm';
import type { Actor, Role } from '../../common/actor';
import { AppError, conflict } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { languageOrDefault } from '../../common/language';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../auth/password';
import { consumeOrThrow } from '../../auth/rate-limits';
import { VERIFY_EMAIL_TOKEN_HOURS } from '@hometunnel/rules';
import { takeSkip, type Page } from '../../common/paging';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import { countOf } from '../../db/list-counts';
import { pagePath, type ShopIdentity } from '../../mail/templates';
import { messages, normalizeEmail } from './accounts.rules';
import type { LoginInput, RegisterInput } from './accounts.inputs';
import { newToken, storeToken } from './account-tokens';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import type { AccountLimiters, AccountMail, AccountMailer, NewAccount } from './accounts.types';
import { User } from './user.entity';
import { adminAddresses, adminExists, lockAdmins, lockUsersAgainstWrites, setRole } from './account-roles';

export type {
  AccountLimiters,
  AccountMail,
  AccountMailer,
  AccountMailKind,
  MailOutbox,
  NewAccount,
} from './accounts.types';

/** The actor a session's user row makes (none: a guest, e.g. the account was deleted). */
export function userActor(
  user: (Pick<User, 'id' | 'email' | 'role'> & Partial<Pick<User, 'language'>>) | undefined,
): Actor {
  return user
    ? { kind: 'user', userId: user.id, email: user.email, role: user.role, language: user.language }
    : { kind: 'guest' };
}

export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiters: AccountLimiters,
    private readonly mailer: AccountMailer,
    private readonly webhooks: WebhookEmitter,
  ) {}

  /**
   * The verify-email mail for `user` with a new token's link; `storeVerification` writes both in
   * the caller's transaction.
   */
  prepareVerification(user: Pick<User, 'email' | 'firstName' | 'language'>): {
    token: string;
    mail: AccountMail;
  } {
    const token = newToken();
    const link = `${this.mailer.shop.publicUrl}${pagePath(user.language, '/verify-email')}?token=${token}`;
    return {
      token,
      mail: {
        template: { kind: 'verify-email', firstName: user.firstName, link },
        to: user.email,
        language: user.language,
      },
    };
  }

  /** Writes a prepared verification (token hash and mail) with the caller's transaction. */
  async storeVerification(
    manager: EntityManager,
    userId: string,
    verification: { token: string; mail: AccountMail },
  ): Promise<void> {
    await storeToken(manager, userId, 'verify-email', verification.token, VERIFY_EMAIL_TOKEN_HOURS);
    await this.mailer.outbox.enqueue(manager, verification.mail);
  }

  /** Sends a mail in the caller's transaction. */
  async enqueueMail(manager: EntityManager, mail: AccountMail): Promise<void> {
    await this.mailer.outbox.enqueue(manager, mail);
  }

  get shop(): ShopIdentity {
    return this.mailer.shop;
  }

  /** The actor behind a session's user id, read fresh so role changes apply at once. */
  async actorForSession(userId: unknown): Promise<Actor> {
    if (!isUuid(userId)) return { kind: 'guest' };
    // Every signed-in request runs this: one plain parameterized query, no query builder.
    const rows: Pick<User, 'id' | 'email' | 'role' | 'language'>[] = await this.dataSource.query(
      'SELECT "id", "email", "role", "language" FROM "users" WHERE "id" = $1',
      [userId],
    );
    return userActor(rows[0]);
  }

  /** Id, email and current role of these accounts (missing ones are left out). */
  async usersByIds(ids: readonly string[]): Promise<Pick<User, 'id' | 'email' | 'role'>[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query('SELECT "id", "email", "role" FROM "users" WHERE "id" = ANY($1::uuid[])', [
      [...new Set(ids)],
    ]);
  }

  /** The account, read in the caller's transaction when given one (`manager`). */
  async getUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ id: userId });
  }

  /** The account registered with this email (any case). */
  async findUserIdByEmail(email: string): Promise<string | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email: normalizeEmail(email) });
    return user?.id ?? null;
  }

  /** Registrations are counted per client address; a duplicate email is a 409. */
  async register(input: RegisterInput, clientIp: string): Promise<User> {
    const account = await this.prepareRegistration(input, clientIp);
    return this.dataSource.transaction((manager) => this.insertAccount(manager, account));
  }

  /**
   * The slow part of a registration (the limit and the password hash) without writing anything,
   * so a caller can insert the account in its own short transaction (checkout's "Create Account").
   */
  async prepareRegistration(input: RegisterInput, clientIp: string): Promise<NewAccount> {
    await consumeOrThrow(this.limiters.registrations, clientIp, messages.tooManyRegistrations);
    const account = await this.newAccount(input);
    return { ...account, verification: this.prepareVerification(account) };
  }

  /** An account made without a client address to limit (an operator's command). */
  async createAccount(input: RegisterInput): Promise<User> {
    return this.insertAccount(this.dataSource.manager, await this.newAccount(input));
  }

  /**
   * Writes a prepared account with `manager` (the caller's transaction, if any); 409 when taken.
   * A registration's verification token and mail are written with it, so they exist only if the
   * account does.
   */
  async insertAccount(manager: EntityManager, { verification, ...account }: NewAccount): Promise<User> {
    const rows: User[] = await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      // Never admin here, even for an ADMIN_EMAILS address: nothing proves the registrant owns it
      // yet. Listed addresses claim admin (AdminService.requestAdminAccess) or the CLI makes them.
      .values({ ...account, role: 'user' })
      .orIgnore()
      .returning('*')
      .execute()
      .then((result) => result.raw as User[]);
    if (!rows[0]) throw conflict(messages.emailTaken);
    const user = await manager.getRepository(User).findOneBy({ id: rows[0].id });
    if (!user) throw new Error('registered user vanished');
    if (verification) await this.storeVerification(manager, user.id, verification);
    await this.webhooks.emit(manager, 'customer.created', user);
    return user;
  }

  private async newAccount(input: RegisterInput): Promise<NewAccount> {
    return {
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      language: languageOrDefault(input.language),
    };
  }

  /**
   * Marks the address verified (kept if it already was), the user's row locked until `manager`'s
   * transaction ends; null when there is no such user.
   */
  async markVerified(manager: EntityManager, userId: string): Promise<User | null> {
    const users = manager.getRepository(User);
    const user = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) return null;
    if (!user.emailVerifiedAt) {
      await users.update({ id: userId }, { emailVerifiedAt: () => 'now()' });
      return users.findOneByOrFail({ id: userId });
    }
    return user;
  }

  /** Replaces the password hash (reset or change), with the caller's transaction. */
  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { passwordHash });
  }

  /** The account with this address (any case), or null. */
  async findByEmail(email: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ email: normalizeEmail(email) });
  }

  /** A page of users (or of those with `role`), newest first; IDX_users_(role_)created answers it. */
  async pageUsers(request: PageRequest, role?: Role): Promise<PageResult<User>> {
    const query = this.dataSource.getRepository(User).createQueryBuilder('u');
    if (role) query.where('"u"."role" = :role', { role });
    return keysetPage(query, 'u', request, () => this.countUsers(role));
  }

  /** Users newest first, by offset (the deprecated `adminUsers`). */
  async listUsers(page: Page = {}): Promise<User[]> {
    return this.dataSource
      .getRepository(User)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, ...takeSkip(page) });
  }

  /** How many users, or how many with `role`: the trigger-kept list counts (db/list-counts.ts), no scan. */
  async countUsers(role?: Role): Promise<number> {
    return countOf(this.dataSource, 'users', role);
  }

  // Roles: the statements live in account-roles.ts; who may change a role is AdminService's call.
  readonly adminExists = adminExists;
  readonly lockUsersAgainstWrites = lockUsersAgainstWrites;
  readonly lockAdmins = lockAdmins;
  readonly adminAddresses = adminAddresses;
  readonly setRole = setRole;

  /**
   * Makes the account with this email an admin whose address counts as verified, in one
   * transaction with its row locked. Null when there is no such account.
   */
  async makeVerifiedAdmin(email: string): Promise<{ user: User; wasAdmin: boolean } | null> {
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({
        where: { email: normalizeEmail(email) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) return null;
      const wasAdmin = user.role === 'admin';
      await users.update(
        { id: user.id },
        { role: 'admin', emailVerifiedAt: () => 'COALESCE("email_verified_at", now())' },
      );
      return { user: await users.findOneByOrFail({ id: user.id }), wasAdmin };
    });
  }

  /**
   * A signed-in user's current password (changing it): each try spends a point of the per-email
   * sign-in limit before the check, so a stolen session guesses no faster than sign-in does.
   */
  async verifyCurrentPassword(user: User, password: string): Promise<boolean> {
    const email = normalizeEmail(user.email);
    await consumeOrThrow(this.limiters.loginFailures, email, messages.tooManyFailures);
    const valid = await verifyPassword(user.passwordHash, password);
    if (valid) await this.limiters.loginFailures.delete(email);
    return valid;
  }

  /**
   * Every attempt spends a point of three limits BEFORE the password is checked (one atomic
   * upsert each, shared by every instance): per client address, per address and email, and per
   * email. Checking first and counting after the (slow) hash let hundreds of parallel guesses
   * through. A successful sign-in gives the points back, so only failures accumulate; once a
   * window's points are spent, even the right password gets 429 until the window ends.
   */
  async login(input: LoginInput, clientIp: string): Promise<User> {
    const email = normalizeEmail(input.email);
    const addressAndEmail = `${clientIp}|${email}`;
    const { loginAttemptsByAddress, loginFailuresByAddressAndEmail, loginFailures } = this.limiters;
    await consumeOrThrow(loginAttemptsByAddress, clientIp, messages.tooManyAttemptsFromAddress);
    await consumeOrThrow(loginFailuresByAddressAndEmail, addressAndEmail, messages.tooManyFailures);
    await consumeOrThrow(loginFailures, email, messages.tooManyFailures);
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyAgainstDecoy(input.password), false);
    if (!user || !valid) throw new AppError('UNAUTHENTICATED', messages.wrongCredentials);
    await Promise.all([
      loginFailures.delete(email),
      loginFailuresByAddressAndEmail.delete(addressAndEmail),
      loginAttemptsByAddress.reward(clientIp, 1),
      this.dataSource.query(`UPDATE "users" SET "last_active_at" = now() WHERE "id" = $1`, [user.id]),
    ]);
    return user;
  }
}
