import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const builtAdminCli = path.resolve(__dirname, '../../dist/cli/admin.js');
export const builtBillingCli = path.resolve(__dirname, '../../dist/cli/billing.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built operator CLI (`npm run build -w api`) as its own process, as `npm run admin`
 * does, with `input` on its standard input. DATABASE_URL is cleared unless `env` sets it.
 */
export function runAdminCli(
  args: string[],
  env: Record<string, string>,
  input = '',
  timeoutMs = 120_000,
  cli = builtAdminCli,
): Promise<CliResult> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build -w api first`);
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`admin CLI did not finish in ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.once('error', reject);
    // 'close', not 'exit': it comes once the pipes are drained, so no output is missed.
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
