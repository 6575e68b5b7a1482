import type { EntityManager } from 'typeorm';
import type { Role } from '../../common/actor';
import { User } from './user.entity';

/**
 * The statements behind roles. Who may change a role, and the last-admin rule, are the admin
 * module's decisions (AdminService); these write what it decided in the caller's transaction
 * (`manager`), so its locks and checks and the write commit together.
 */

export async function adminExists(manager: EntityManager): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM "users" WHERE "role" = 'admin' LIMIT 1`);
  return rows.length > 0;
}

/**
 * Blocks other writers to users (not readers) until `manager`'s transaction ends: for a decision
 * no row lock can guard, such as "no admin exists yet", where there is no row to lock.
 */
export async function lockUsersAgainstWrites(manager: EntityManager): Promise<void> {
  await manager.query(`LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE`);
}

/**
 * The ids of every admin, their rows locked (SELECT ... FOR UPDATE, in id order so two callers
 * queue instead of deadlocking) until `manager`'s transaction ends.
 */
export async function lockAdmins(manager: EntityManager): Promise<string[]> {
  const admins: { id: string }[] = await manager.query(
    `SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "id" FOR UPDATE`,
  );
  return admins.map((admin) => admin.id);
}

/** Every admin's address (whom the shop tells about operational problems, e.g. a disabled webhook). */
export async function adminAddresses(manager: EntityManager): Promise<string[]> {
  const rows: { email: string }[] = await manager.query(
    `SELECT "email" FROM "users" WHERE "role" = 'admin' ORDER BY "email"`,
  );
  return rows.map((row) => row.email);
}

/** Sets the role; the updated user, or null when there is no such user. */
export async function setRole(manager: EntityManager, userId: string, role: Role): Promise<User | null> {
  const result = await manager.getRepository(User).update({ id: userId }, { role });
  if (!result.affected) return null;
  return manager.getRepository(User).findOneBy({ id: userId });
}
