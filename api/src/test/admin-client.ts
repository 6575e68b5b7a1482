import { latestMail, linkToken } from './mailbox';
import { uniqueEmail, type TestClient, type TestServer } from './test-server';

/**
 * A signed-in admin for integration tests. The server must have been started with ADMIN_EMAILS
 * containing `email`: registering makes nobody admin, so the address is verified (the link of
 * its verification mail) and then claims admin through 'Request Admin Access', as a listed
 * address does in the shop.
 */
export async function signedInAdmin(
  server: Pick<TestServer, 'client' | 'db' | 'services'>,
  email: string,
): Promise<TestClient> {
  const client = server.client();
  await client.register(email);
  await verifyAddress(server, client, email);
  await claimAdmin(client, email);
  return client;
}

/** Follows the link of the newest verification mail to `email`. */
export async function verifyAddress(
  server: Pick<TestServer, 'db' | 'services'>,
  client: TestClient,
  email: string,
): Promise<void> {
  const token = linkToken(await latestMail(server, email, 'verify-email'), '/verify-email');
  const verified = await client.post('/api/auth/verify-email', { token });
  if (verified.status !== 204) throw new Error(`${email} could not be verified (${verified.status})`);
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
