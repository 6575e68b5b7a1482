import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { logger } from '../common/logger';

/**
 * The embedded database lives in files that only one process may open: two servers (or a server
 * and the admin CLI) on one DATA_DIR each see only their own writes and lose each other's. So the
 * first process holds `DATA_DIR/lock` (a directory made atomically by proper-lockfile, its mtime
 * refreshed while held) and writes who it is into `DATA_DIR/lock-owner`, kept outside the lock
 * directory because proper-lockfile removes that directory with rmdir, which needs it empty.
 */
export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another HomeTunnel process (${owner}). Its embedded database ` +
        'can be open in one process only: stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/**
 * A holder that was killed (kill -9, power loss) cannot release the lock; it counts as abandoned
 * once its mtime is older than this. Tests shorten it (proper-lockfile's minimum is 2 s).
 */
function staleMs(): number {
  const value = Number(process.env.HT_DATA_DIR_LOCK_STALE_MS);
  return Number.isInteger(value) && value >= 2000 ? value : 10_000;
}

function readOwner(ownerFile: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as Owner) : undefined;
  } catch {
    return undefined;
  }
}

function describeOwner(owner: Owner | undefined): string {
  return owner ? `pid ${owner.pid} on ${owner.host}, since ${owner.since}` : 'pid unknown';
}

/** False only when the holder certainly is gone: a pid of this machine that no longer runs. */
function mayBeRunning(owner: Owner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false; // a restarted container often gets the same pid
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock or fails at once naming the holder. When the holder's process is gone, waits
 * (at most the stale time) for its lock to go stale and takes it over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockDir = path.join(dataDir, 'lock');
  const ownerFile = path.join(dataDir, 'lock-owner');
  const stale = staleMs();
  const options = {
    stale,
    realpath: false,
    lockfilePath: lockDir,
    // Another process took the lock over (ours was not refreshed in time): writing on would
    // corrupt its database, so stop at once.
    onCompromised: (error: Error) => {
      logger.fatal({ err: error }, `lost the lock on DATA_DIR ${dataDir}; exiting`);
      process.exit(1);
    },
  };
  const attempt = (retries: number) =>
    lockfile.lock(dataDir, { ...options, retries: { retries, factor: 1, minTimeout: 250, maxTimeout: 250 } });
  let release: () => Promise<void>;
  try {
    release = await attempt(0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(ownerFile);
    if (owner && mayBeRunning(owner)) throw new DataDirLockedError(dataDir, describeOwner(owner));
    // No owner named: a process between taking the lock and writing its name, or one killed
    // right then; either way the lock's freshness decides.
    logger.warn(
      `DATA_DIR ${dataDir} is locked by ${owner ? `${describeOwner(owner)}, which no longer runs` : 'a process not named yet'}; ` +
        `waiting at most ${stale / 1000} s for the lock to be released or to go stale`,
    );
    try {
      release = await attempt(Math.ceil((stale + 1000) / 250));
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirLockedError(dataDir, describeOwner(readOwner(ownerFile)));
    }
  }
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(ownerFile, JSON.stringify(me) + '\n');
  return {
    async release() {
      rmSync(ownerFile, { force: true });
      await release();
    },
  };
}
