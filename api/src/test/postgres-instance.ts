import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './spawn-server';

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

export function postgresBinDir(): string | undefined {
  return BIN_DIRS.find((dir) => existsSync(path.join(dir, 'pg_ctl')));
}

/**
 * A PostgreSQL server of its own in a temporary folder (initdb + pg_ctl), which a test may stop
 * and start. As root the binaries run as the `postgres` user (initdb refuses root).
 */
export class PostgresInstance {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(): Promise<PostgresInstance> {
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL binaries not found');
    const dir = mkdtempSync(path.join(tmpdir(), 'hometunnel-pg-'));
    chmodSync(dir, 0o700);
    const instance = new PostgresInstance(dir, await freePort(), bin);
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    instance.run('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    instance.start();
    return instance;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    const result =
      process.getuid?.() === 0
        ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], {
            encoding: 'utf8',
            timeout: 60_000,
          })
        : spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0)
      throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error}`);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
  }

  /** `fast`: active sessions are terminated (57P01), as in a restart or failover. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', mode, '-w', '-t', '30', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
