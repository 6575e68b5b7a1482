import { uniqueEmail, type TestClient, type TestServer } from './test-server';

/**
 * A signed-in admin for integration tests. The server must have been started with ADMIN_EMAILS
 * containing `email`: registering makes nobody admin, so the address then claims admin through
 * 'Request Admin Access', as a listed address does in the shop.
 */
export async function signedInAdmin(server: Pick<TestServer, 'client'>, email: string): Promise<TestClient> {
  const client = server.client();
  await client.register(email);
  await claimAdmin(client, email);
  return client;
}

/** 'Request Admin Access' for a signed-in client whose address is in ADMIN_EMAILS. */
export async function claimAdmin(client: TestClient, email: string): Promise<void> {
  const claim = await client.post('/api/admin/make-admin');
  if (claim.status !== 200)
    throw new Error(`${email} could not claim admin (${claim.status}): is it in ADMIN_EMAILS?`);
}

/** A server whose ADMIN_EMAILS lists fresh addresses, so tests never rely on "no admin yet". */
export function adminEmails(count = 1, prefix = 'admin'): string[] {
  return Array.from({ length: count }, () => uniqueEmail(prefix));
}
