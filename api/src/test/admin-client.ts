import { uniqueEmail, type TestClient, type TestServer } from './test-server';

/**
 * A signed-in admin for integration tests. The server must have been started with ADMIN_EMAILS
 * containing `email`; addresses listed there become admins when they register.
 */
export async function signedInAdmin(server: TestServer, email: string): Promise<TestClient> {
  const client = server.client();
  const { user } = await client.register(email);
  if (user.role !== 'admin') throw new Error(`${email} did not become an admin: is it in ADMIN_EMAILS?`);
  return client;
}

/** A server whose ADMIN_EMAILS lists fresh addresses, so tests never rely on "no admin yet". */
export function adminEmails(count = 1, prefix = 'admin'): string[] {
  return Array.from({ length: count }, () => uniqueEmail(prefix));
}
