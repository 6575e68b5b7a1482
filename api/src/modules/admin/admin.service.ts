import type { DataSource, EntityManager } from 'typeorm';
import { requireAdmin, requireStaff, requireUser, type Actor, type Role } from '../../common/actor';
import { AppError, badInput, conflict, forbidden, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { takeSkip, type Page } from '../../common/paging';
import { isListedAdmin, normalizeEmail } from '../accounts/accounts.rules';
import { User } from '../accounts/user.entity';
import { adminMessages, mayClaimAdmin, roleRule, wouldRemoveLastAdmin } from './admin.rules';

export interface AdminAccessResult {
  message: string;
  user: User;
}

/** Users and roles. Every method checks the actor itself; the edges only translate. */
export class AdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly adminEmails: readonly string[],
  ) {}

  /** Users newest first, a page at a time (the User Management screen loads more on demand). */
  async listUsers(actor: Actor, page: Page = {}): Promise<User[]> {
    requireStaff(actor, 'read');
    return this.dataSource
      .getRepository(User)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, ...takeSkip(page) });
  }

  /** How many users, or how many with `role`: the screen's total and its last-admin guard. */
  async countUsers(actor: Actor, role?: unknown): Promise<number> {
    requireStaff(actor, 'read');
    if (role === undefined || role === null) return this.dataSource.getRepository(User).count();
    const problem = roleRule(role, {});
    if (problem) throw badInput(problem);
    return this.dataSource.getRepository(User).countBy({ role: role as Role });
  }

  /**
   * 'Request Admin Access' (rules in mayClaimAdmin). The no-admin-yet branch, only reachable with
   * ADMIN_EMAILS empty, runs under a table lock that blocks other writers to users (not readers)
   * for a moment: two first claims at once must not both win, and no row exists yet that a row
   * lock could hold.
   */
  async requestAdminAccess(actor: Actor): Promise<AdminAccessResult> {
    const caller = requireUser(actor);
    if (caller.role === 'admin')
      return { message: adminMessages.alreadyAdmin, user: await this.userOrThrow(caller.userId) };
    const listed = isListedAdmin(caller.email, this.adminEmails);
    if (this.adminEmails.length > 0 && !listed) throw forbidden(adminMessages.accessRefused);
    const user = await this.dataSource.transaction(async (manager) => {
      if (!listed) {
        if (await this.adminExists(manager)) throw forbidden(adminMessages.accessRefused);
        await manager.query(`LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE`);
        if (!mayClaimAdmin(caller.email, this.adminEmails, await this.adminExists(manager))) {
          throw forbidden(adminMessages.accessRefused);
        }
      }
      return this.writeRole(manager, caller.userId, 'admin');
    });
    return { message: adminMessages.accessGranted, user };
  }

  /**
   * The operator's promotion (cli/admin.ts): someone with access to the server's database says who
   * is admin, so no actor, list or claim applies, and the address counts as verified. Returns the
   * user and whether it was an admin already. Never exposed over HTTP.
   */
  async promoteByOperator(email: string): Promise<{ user: User; wasAdmin: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({
        where: { email: normalizeEmail(email) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw notFound(adminMessages.userNotFound);
      const wasAdmin = user.role === 'admin';
      await users.update(
        { id: user.id },
        { role: 'admin', emailVerifiedAt: () => 'COALESCE("email_verified_at", now())' },
      );
      return { user: await users.findOneByOrFail({ id: user.id }), wasAdmin };
    });
  }

  /**
   * Promote or demote. A demotion locks every admin row first (SELECT ... FOR UPDATE), so two
   * admins demoting each other at once are serialised and the second sees it would be the last.
   */
  async setUserRole(actor: Actor, userId: unknown, role: unknown): Promise<User> {
    requireAdmin(actor);
    const problem = roleRule(role, {});
    if (problem) throw badInput(problem);
    if (!isUuid(userId)) throw notFound(adminMessages.userNotFound);
    const newRole = role as Role;
    return this.dataSource.transaction(async (manager) => {
      if (newRole === 'admin') return this.writeRole(manager, userId, newRole);
      const admins: { id: string }[] = await manager.query(
        `SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "id" FOR UPDATE`,
      );
      const targetIsAdmin = admins.some((admin) => admin.id === userId);
      if (wouldRemoveLastAdmin(targetIsAdmin, newRole, admins.length - (targetIsAdmin ? 1 : 0))) {
        throw conflict(adminMessages.lastAdmin);
      }
      return this.writeRole(manager, userId, newRole);
    });
  }

  private async adminExists(manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM "users" WHERE "role" = 'admin' LIMIT 1`);
    return rows.length > 0;
  }

  private async writeRole(manager: EntityManager, userId: string, role: Role): Promise<User> {
    const result = await manager.getRepository(User).update({ id: userId }, { role });
    if (!result.affected) throw notFound(adminMessages.userNotFound);
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound(adminMessages.userNotFound);
    return user;
  }

  private async userOrThrow(userId: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
    return user;
  }
}
