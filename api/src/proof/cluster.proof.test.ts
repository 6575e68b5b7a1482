import { describePostgres } from '../test/load-client';
import { getOnNewConnection, spawnServer } from '../test/spawn-server';

jest.setTimeout(120_000);

interface LogLine {
  pid: number;
  msg: string;
  workerPid?: number;
  exitCode?: number;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * WEB_CONCURRENCY=2, as production runs it (NODE_ENV=production): two worker processes share one
 * port and both serve; one that dies is replaced; SIGTERM stops every worker cleanly and the
 * primary exits 0.
 */
describePostgres('WEB_CONCURRENCY: worker processes sharing one port', () => {
  it('serves from every worker, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = await spawnServer({
      DATABASE_URL: process.env.HT_TEST_DATABASE_URL ?? '',
      SESSION_SECRET: 'test-session-secret',
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
    });
    const lines: LogLine[] = [];
    // A read may end inside a line: keep the unfinished part for the next chunk.
    let unfinished = '';
    server.process.stdout?.on('data', (chunk: Buffer) => {
      const parts = (unfinished + chunk.toString()).split('\n');
      unfinished = parts.pop() ?? '';
      for (const line of parts) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    });
    const until = async (what: string, done: () => boolean) => {
      for (let waited = 0; !done(); waited += 50) {
        if (waited > 60_000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const primary = server.process.pid ?? 0;
    const listening = () => lines.filter((line) => line.msg.startsWith('HomeTunnel listening'));
    const servedBy = async () => {
      const before = lines.length;
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => getOnNewConnection(`${server.url}/api/products`)),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      await until(
        'the request logs',
        () => lines.slice(before).filter((line) => line.msg === 'request completed').length >= 30,
      );
      return new Set(
        lines
          .slice(before)
          .filter((line) => line.msg === 'request completed')
          .map((line) => line.pid),
      );
    };

    // spawnServer answers once the first worker listens; the second may still be starting.
    let workers = await servedBy();
    for (let round = 0; workers.size < 2 && round < 20; round += 1) workers = await servedBy();
    expect(workers.size).toBe(2);
    expect(workers.has(primary)).toBe(false);

    const [victim, survivor] = [...workers];
    process.kill(victim, 'SIGKILL');
    await until('a replacement worker', () => listening().some((line) => !workers.has(line.pid)));
    expect(lines).toContainEqual(
      expect.objectContaining({ pid: primary, workerPid: victim, msg: 'a worker stopped; starting another' }),
    );
    const replacement = listening().find((line) => !workers.has(line.pid))?.pid ?? 0;
    const afterReplacement = await servedBy();
    expect([...afterReplacement].every((pid) => pid === survivor || pid === replacement)).toBe(true);

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(isRunning(survivor)).toBe(false);
    expect(isRunning(replacement)).toBe(false);
    expect(
      lines
        .filter((line) => line.msg === 'shut down cleanly')
        .map((line) => line.pid)
        .sort(),
    ).toEqual([survivor, replacement].sort());
    expect(lines).toContainEqual(
      expect.objectContaining({ pid: primary, exitCode: 0, msg: 'all workers stopped' }),
    );
  });
});

describe('WEB_CONCURRENCY when no worker can start', () => {
  it('gives up and exits 1 instead of forking workers that fail again', async () => {
    const started = spawnServer({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      SESSION_SECRET: 'test-session-secret',
      WEB_CONCURRENCY: '2',
    });
    await expect(started).rejects.toThrow(/server exited with 1:[\s\S]*a worker failed to start/);
  });
});
