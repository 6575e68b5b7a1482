import 'reflect-metadata';
import { AppError } from '../common/app-error';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { emailRule, newPasswordRule, normalizeEmail } from '../modules/accounts/accounts.rules';
import { createServices } from '../services';
import { runOperatorCli, UsageError } from './operator-cli';
import { readPassword } from './read-password';

/**
 * The operator's way to make an admin (DECISIONS.md), as Medusa's and Saleor's CLIs have: whoever
 * runs it can reach the shop's database, so no ADMIN_EMAILS list, claim or race applies, and the
 * accounts it makes or promotes count as verified. Exit codes: 0 done, 1 refused or failed, 2 usage.
 */
const USAGE = `Usage:
  npm run admin -- promote EMAIL
      Make the existing account EMAIL an admin.
  npm run admin -- create EMAIL [--first-name NAME] [--last-name NAME]
      Create the account EMAIL as an admin. The password is read from standard input
      (first line; e.g. printf '%s\\n' "$PASSWORD" | npm run admin -- create EMAIL),
      or asked for without echo on a terminal. An existing EMAIL is refused: use promote.

Uses the database the server would: DATABASE_URL, else the embedded one in DATA_DIR (./data),
which must not be in use by a running shop. Migrations run first.`;

interface Command {
  action: 'promote' | 'create';
  email: string;
  firstName?: string;
  lastName?: string;
}

export function parseArgs(args: readonly string[]): Command {
  const positional: string[] = [];
  const names: { firstName?: string; lastName?: string } = {};
  for (let index = 0; index < args.length; index += 1) {
    const [flag, inline] = args[index].split(/=(.*)/s, 2);
    const key = { '--first-name': 'firstName', '--last-name': 'lastName' }[flag] as keyof typeof names;
    if (key) {
      const value = inline ?? args[(index += 1)];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
      names[key] = value;
    } else if (args[index].startsWith('-')) {
      throw new UsageError(`unknown option ${args[index]}`);
    } else positional.push(args[index]);
  }
  const [action, email, ...rest] = positional;
  if (action !== 'promote' && action !== 'create') throw new UsageError('say promote or create');
  if (!email || rest.length) throw new UsageError('give exactly one EMAIL');
  if (action === 'promote' && (names.firstName || names.lastName))
    throw new UsageError('--first-name and --last-name go with create');
  const problem = emailRule(email, {});
  if (problem) throw new UsageError(`${problem}: ${email}`);
  return { action, email: normalizeEmail(email), ...names };
}

async function run(command: Command): Promise<string> {
  // Asked before the database opens, so a wrong password costs no migration run.
  const password = command.action === 'create' ? await readPassword() : undefined;
  if (password !== undefined) {
    const problem = newPasswordRule(password, {});
    if (problem) throw new AppError('BAD_USER_INPUT', problem);
  }
  // The CLI signs nobody in: a placeholder keeps loadConfig from creating DATA_DIR/session-secret.
  const config = loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'cli' });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  try {
    const { accounts, admin } = createServices(db, config);
    if (password !== undefined) {
      // An existing account keeps its password: create never overwrites, promote is the way.
      await accounts
        .createAccount({
          email: command.email,
          password,
          firstName: command.firstName,
          lastName: command.lastName,
        })
        .catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
          throw new AppError(
            'CONFLICT',
            `An account with ${command.email} already exists. To make it an admin: npm run admin -- promote ${command.email}`,
          );
        });
      await admin.promoteByOperator(command.email);
      return `Created the admin account ${command.email}. It can sign in now.`;
    }
    const { wasAdmin } = await admin.promoteByOperator(command.email);
    return wasAdmin ? `${command.email} is already an admin.` : `${command.email} is now an admin.`;
  } finally {
    await db.close();
  }
}

function explain(error: unknown, command: Command): string | undefined {
  if (error instanceof AppError && error.code === 'NOT_FOUND')
    return `no account with ${command.email}. To create one: npm run admin -- create ${command.email}`;
  if (error instanceof AppError || error instanceof DataDirLockedError) return error.message;
  return undefined;
}

if (require.main === module) {
  // Exit explicitly: a pool or PGlite handle left behind must not keep the shell waiting.
  void runOperatorCli(
    { name: 'admin', usage: USAGE, parse: parseArgs, run, explain },
    process.argv.slice(2),
  ).then((code) => process.exit(code));
}
