import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** The order that holds a provider's payment id (a refund's callback names only the payment). */
export async function orderIdByCaptureRef(
  dataSource: DataSource,
  captureRef: string,
): Promise<string | null> {
  const rows: { id: string }[] = await dataSource.query(
    `SELECT "id" FROM "orders" WHERE "capture_ref" = $1 LIMIT 1`,
    [captureRef],
  );
  return rows[0]?.id ?? null;
}

/** The demo provider's signing key, derived from the session secret (never the secret itself). */
export function demoSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('payments-demo-events').digest('hex');
}
