import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WAIT_MS = 60_000;

/**
 * Files that put units of a seeded device on the shelf take turns with it: the run's files share
 * one database and jest runs them side by side, in worker processes, so one file's unit would be
 * another's 4th of 3. The lock is a directory (made atomically), one per run and device; answers
 * its release.
 */
export async function lockShelf(device: string): Promise<() => void> {
  const run = createHash('sha256')
    .update(process.env.HT_TEST_DATABASE_URL ?? '')
    .digest('hex')
    .slice(0, 16);
  const lock = path.join(tmpdir(), `hometunnel-shelf-${run}-${device}`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`the ${device} shelf was not free for a minute (${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
