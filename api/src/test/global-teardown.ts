import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__embeddedPostgres?.stop();
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const testUrl = process.env.HT_TEST_DATABASE_URL;
  if (serverUrl && testUrl) {
    const name = new URL(testUrl).pathname.slice(1);
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
