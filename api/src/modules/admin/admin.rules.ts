import { isRole, roleMessages, wouldRemoveLastAdmin } from '@hometunnel/rules';
import type { Rule } from '../../common/check';
import { isListedAdmin } from '../accounts/accounts.rules';

/** The role list and the last-admin rule are shared with the web's user screen. */
export { wouldRemoveLastAdmin };

export const adminMessages = {
  invalidRole: roleMessages.invalidRole,
  lastAdmin: roleMessages.lastAdmin,
  userNotFound: 'User not found',
  accessGranted: 'Admin access granted',
  alreadyAdmin: 'You already have admin access',
  accessRefused:
    'Admin access can only be granted to addresses on the admin list, or to the first user while there is no admin yet. Ask an existing admin to make you an admin.',
  roleUpdated: (role: string) => `User role updated to ${role}`,
} as const;

export const roleRule: Rule = (value) => (isRole(value) ? undefined : adminMessages.invalidRole);

/**
 * DECISIONS.md: with ADMIN_EMAILS set, only a listed address may claim admin, even while no admin
 * exists (else whoever signs up first on a new shop could take it before the owner does); with it
 * empty, anyone may while no admin exists yet (bootstrapping a fresh shop). The operator CLI
 * (cli/admin.ts) makes admins without claiming at all.
 */
export function mayClaimAdmin(email: string, adminEmails: readonly string[], adminExists: boolean): boolean {
  if (adminEmails.length > 0) return isListedAdmin(email, adminEmails);
  return !adminExists;
}
