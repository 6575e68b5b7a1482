import { logger } from '../common/logger';

/** A mistake in the command line: the usage is printed and the exit code is 2. */
export class UsageError extends Error {}

export interface OperatorCli<Command> {
  /** The script's name, prefixed to what it writes on stderr ("admin: …"). */
  name: string;
  usage: string;
  parse(args: readonly string[]): Command;
  run(command: Command): Promise<string>;
  /** What to write for a failure; undefined: the stack, as an unexpected failure. */
  explain(error: unknown, command: Command): string | undefined;
}

/**
 * The operator scripts' common frame (npm run admin, npm run billing): --help, usage errors (exit
 * 2), the one line of answer on stdout (exit 0), a refusal or failure on stderr (exit 1). Only
 * warnings and errors are logged: the answer is the line printed, not the server's log.
 */
export async function runOperatorCli<Command>(
  cli: OperatorCli<Command>,
  args: readonly string[],
): Promise<number> {
  logger.level = process.env.LOG_LEVEL || 'warn';
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${cli.usage}\n`);
    return 0;
  }
  let command: Command;
  try {
    command = cli.parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${cli.name}: ${error.message}\n\n${cli.usage}\n`);
    return 2;
  }
  try {
    process.stdout.write(`${await cli.run(command)}\n`);
    return 0;
  } catch (error) {
    const explained = cli.explain(error, command);
    process.stderr.write(
      `${cli.name}: ${explained ?? `failed: ${(error as Error).stack ?? String(error)}`}\n`,
    );
    return 1;
  }
}
