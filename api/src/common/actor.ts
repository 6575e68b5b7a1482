import { roleMessages, tokenAccessMessages, type Language, type RoleName } from '@hometunnel/rules';
import { AppError, forbidden, unauthenticated } from './app-error';

export type Role = RoleName;

/** Who is calling. Services take an actor and decide; resolvers and routes only pass it on. */
export type Actor =
  | { kind: 'guest' }
  | {
      kind: 'user';
      userId: string;
      email: string;
      role: Role;
      /** The account's language for mails and invoices, as read with the caller's session. */
      language?: Language;
    }
  | { kind: 'integration'; tokenId: string; scope: 'read' | 'write' };

export type SignedInActor = Extract<Actor, { kind: 'user' }>;

export function requireUser(actor: Actor): SignedInActor {
  if (actor.kind !== 'user') throw unauthenticated();
  return actor;
}

export function requireAdmin(actor: Actor): SignedInActor {
  const user = requireUser(actor);
  if (user.role !== 'admin') throw adminRequired();
  return user;
}

const adminRequired = (): AppError => forbidden(roleMessages.adminRequired);

export type IntegrationActor = Extract<Actor, { kind: 'integration' }>;
export type StaffActor = SignedInActor | IntegrationActor;

/**
 * Back-office access: admins, and integration tokens within their scope (a read token may run
 * queries, never changes).
 */
export function requireStaff(actor: Actor, access: 'read' | 'write'): StaffActor {
  if (actor.kind === 'integration') {
    if (access === 'write' && actor.scope !== 'write') throw forbidden(tokenAccessMessages.readOnly);
    return actor;
  }
  return requireAdmin(actor);
}
