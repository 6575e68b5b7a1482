export const ROLES = ['admin', 'user'] as const;
export type RoleName = (typeof ROLES)[number];

export const roleMessages = {
  invalidRole: `Role must be ${ROLES.join(' or ')}`,
  /** Spec section 8: a signed-in non-admin on the admin endpoints (and the user list's 403). */
  adminRequired: 'Admin access required',
  lastAdmin:
    'You cannot remove admin rights from the last remaining admin. Make another user an admin first.',
} as const;

export const isRole = (value: unknown): value is RoleName =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Demoting is refused when it would leave no admin at all. */
export function wouldRemoveLastAdmin(targetIsAdmin: boolean, newRole: string, otherAdmins: number): boolean {
  return targetIsAdmin && newRole !== 'admin' && otherAdmins <= 0;
}
