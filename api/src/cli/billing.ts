import 'reflect-metadata';
import { billingMessages } from '@hometunnel/rules';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { createServices } from '../services';
import { runOperatorCli, UsageError } from './operator-cli';

/**
 * The billing pass from a shell (docs/billing.md): what the server runs every
 * BILLING_INTERVAL_SECONDS, run once now. `--now` rehearses another moment (refused in
 * production); `--subscription` limits the pass to one. Beside a running server it is safe: each
 * subscription is worked on by one pass at a time. Exit codes: 0 done, 1 refused or failed, 2 usage.
 */
const USAGE = `Usage:
  npm run billing -- run [--now ISO-8601] [--subscription ID]
      Runs one billing pass: renewal notices and reminders, card charges, retries,
      suspensions and expiries due as of now (or as of --now, not in production),
      each at most once. Prints what it did as JSON.

Uses the database the server would: DATABASE_URL, else the embedded one in DATA_DIR (./data),
which must not be in use by a running shop.`;

export interface BillingCommand {
  now?: Date;
  subscriptionId?: string;
}

export function parseBillingArgs(args: readonly string[]): BillingCommand {
  const [action, ...rest] = args;
  if (action !== 'run') throw new UsageError('say run');
  const command: BillingCommand = {};
  for (let index = 0; index < rest.length; index += 1) {
    const [flag, inline] = rest[index].split(/=(.*)/s, 2);
    const value = inline ?? rest[(index += 1)];
    if (flag !== '--now' && flag !== '--subscription')
      throw new UsageError(`unknown option ${rest[index - 1] ?? flag}`);
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    if (flag === '--now') {
      const now = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(now.getTime()))
        throw new UsageError(
          `--now must be an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z (got ${value})`,
        );
      command.now = now;
    } else command.subscriptionId = value;
  }
  return command;
}

async function run(command: BillingCommand): Promise<string> {
  // Before anything opens: a rehearsal against the live shop's database is never run.
  if (command.now && process.env.NODE_ENV === 'production') throw new Error(billingMessages.rehearsalRefused);
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'cli' });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  try {
    const { billing } = createServices(db, config);
    const report = await billing.pass.run(
      command.now ?? new Date(),
      command.subscriptionId ? [command.subscriptionId] : undefined,
    );
    return JSON.stringify({ at: (command.now ?? new Date()).toISOString(), ...report });
  } finally {
    await db.close();
  }
}

function explain(error: unknown): string | undefined {
  if (error instanceof DataDirLockedError || (error as Error).message === billingMessages.rehearsalRefused)
    return (error as Error).message;
  return undefined;
}

if (require.main === module) {
  // Exit explicitly: a pool or PGlite handle left behind must not keep the shell waiting.
  void runOperatorCli(
    { name: 'billing', usage: USAGE, parse: parseBillingArgs, run, explain },
    process.argv.slice(2),
  ).then((code) => process.exit(code));
}
