import { accountEmailMessages, isRole, roleMessages } from '@hometunnel/rules';
import type { DataSource } from 'typeorm';
import { requireAdmin, requireStaff, requireUser, type Actor, type Role } from '../../common/actor';
import { AppError, badInput, conflict, forbidden, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import type { PageRequest, PageResult } from '../../common/keyset';
import type { Page } from '../../common/paging';
import { isListedAdmin } from '../accounts/accounts.rules';
import type { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { adminMessages, mayClaimAdmin, wouldRemoveLastAdmin } from './admin.rules';

export interface AdminAccessResult {
  message: string;
  user: User;
}

/**
 * Users and roles: who may change a role, and the last-admin rule. Every method checks the actor
 * itself; the edges only translate. The users table is the accounts module's: this service
 * decides, AccountsService reads and writes, inside the transactions opened here.
 */
export class AdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly adminEmails: readonly string[],
  ) {}

  /** Users newest first, a page at a time (the User Management screen loads more on demand). */
  /** User Management's list: a page of users, or of users with `role`, newest first. */
  async pageUsers(actor: Actor, request: PageRequest, role?: Role | null): Promise<PageResult<User>> {
    requireStaff(actor, 'read');
    if (role !== undefined && role !== null && !isRole(role)) throw badInput(roleMessages.invalidRole);
    return this.accounts.pageUsers(request, role ?? undefined);
  }

  async listUsers(actor: Actor, page: Page = {}): Promise<User[]> {
    requireStaff(actor, 'read');
    return this.accounts.listUsers(page);
  }

  /** How many users, or how many with `role`: the screen's total and its last-admin guard. */
  async countUsers(actor: Actor, role?: Role | null): Promise<number> {
    requireStaff(actor, 'read');
    return this.accounts.countUsers(role ?? undefined);
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
    // A listed address claims admin only once its owner proved it (the verification link):
    // anyone may register an address.
    if (listed && !(await this.userOrThrow(caller.userId)).emailVerifiedAt) {
      throw forbidden(accountEmailMessages.verifyBeforeAdmin);
    }
    const user = await this.dataSource.transaction(async (manager) => {
      if (!listed) {
        if (await this.accounts.adminExists(manager)) throw forbidden(adminMessages.accessRefused);
        await this.accounts.lockUsersAgainstWrites(manager);
        if (!mayClaimAdmin(caller.email, this.adminEmails, await this.accounts.adminExists(manager))) {
          throw forbidden(adminMessages.accessRefused);
        }
      }
      return this.found(await this.accounts.setRole(manager, caller.userId, 'admin'));
    });
    return { message: adminMessages.accessGranted, user };
  }

  /**
   * The operator's promotion (cli/admin.ts): someone with access to the server's database says who
   * is admin, so no actor, list or claim applies, and the address counts as verified. Returns the
   * user and whether it was an admin already. Never exposed over HTTP.
   */
  async promoteByOperator(email: string): Promise<{ user: User; wasAdmin: boolean }> {
    return this.found(await this.accounts.makeVerifiedAdmin(email));
  }

  /**
   * Promote or demote. A demotion locks every admin row first (SELECT ... FOR UPDATE), so two
   * admins demoting each other at once are serialised and the second sees it would be the last.
   */
  async setUserRole(actor: Actor, userId: string, role: Role): Promise<User> {
    requireAdmin(actor);
    if (!isUuid(userId)) throw notFound(adminMessages.userNotFound);
    return this.dataSource.transaction(async (manager) => {
      if (role !== 'admin') {
        const admins = await this.accounts.lockAdmins(manager);
        const targetIsAdmin = admins.includes(userId);
        if (wouldRemoveLastAdmin(targetIsAdmin, role, admins.length - (targetIsAdmin ? 1 : 0))) {
          throw conflict(adminMessages.lastAdmin);
        }
      }
      return this.found(await this.accounts.setRole(manager, userId, role));
    });
  }

  private found<T>(value: T | null): T {
    if (value === null) throw notFound(adminMessages.userNotFound);
    return value;
  }

  private async userOrThrow(userId: string): Promise<User> {
    const user = await this.accounts.getUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
    return user;
  }
}
