import { describePostgres } from '../../test/load-client';
import { scrape } from '../../test/prometheus-text';
import { freePort, getOnNewConnection, spawnServer, type SpawnedServer } from '../../test/spawn-server';

jest.setTimeout(120_000);

const until = async (what: string, done: () => boolean | Promise<boolean>) => {
  for (let waited = 0; !(await done()); waited += 50) {
    if (waited > 60_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * WEB_CONCURRENCY=2 with METRICS_PORT: the primary answers /metrics with the sum of both workers
 * (counters add up), the newest of their last-success times (never a sum), and the lowest
 * database_up; the public port serves no metrics.
 */
describePostgres('metrics of a cluster: one scrape sees every worker', () => {
  let server: SpawnedServer;
  let metricsUrl: string;
  const pids = new Set<number>();

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await spawnServer({
      DATABASE_URL: process.env.HT_TEST_DATABASE_URL ?? '',
      SESSION_SECRET: 'test-session-secret',
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      // Every worker runs the fold often, so both have a last success to aggregate.
      COUNTS_FOLD_INTERVAL_MS: '200',
    });
    let unfinished = '';
    server.process.stdout?.on('data', (chunk: Buffer) => {
      const parts = (unfinished + chunk.toString()).split('\n');
      unfinished = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { pid: number; msg: string; route?: string };
        if (entry.msg === 'request completed' && entry.route === '/api/products') pids.add(entry.pid);
      }
    });
  });
  afterAll(() => server?.stop());

  it('sums the requests both workers served, and keeps the newest last success', async () => {
    const started = Date.now() / 1000;
    // spawnServer answers once the first worker listens: wait until both answer.
    await until('both workers serving', async () => {
      await Promise.all(Array.from({ length: 10 }, () => getOnNewConnection(`${server.url}/api/products`)));
      return pids.size === 2;
    });
    const before = await scrape(metricsUrl);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => getOnNewConnection(`${server.url}/api/products`)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const after = await scrape(metricsUrl);
    const labels = {
      http_request_method: 'GET',
      http_route: '/api/products',
      http_response_status_code: '200',
    };
    const count = 'http_server_request_duration_seconds_count';
    expect(after.sum(count, labels) - before.sum(count, labels)).toBe(40);
    // One sample a series: the primary merged the workers' series rather than listing them twice.
    expect(
      after.samples.filter((s) => s.name === count && s.labels.http_route === '/api/products'),
    ).toHaveLength(1);

    await until('a fold in both workers', async () => {
      const folds = (await scrape(metricsUrl)).sum('hometunnel_job_duration_seconds_count', {
        job: 'counts_fold',
      });
      return folds >= 4;
    });
    const jobs = await scrape(metricsUrl);
    const lastSuccess = jobs.sum('hometunnel_job_last_success_timestamp_seconds', { job: 'counts_fold' });
    expect(lastSuccess).toBeGreaterThanOrEqual(started - 120);
    expect(lastSuccess).toBeLessThanOrEqual(Date.now() / 1000 + 1);
    expect(jobs.sum('hometunnel_job_interval_seconds', { job: 'counts_fold' })).toBe(0.2);
    expect(jobs.sum('hometunnel_database_up')).toBe(1);
    // Pools are per worker: their sizes add up.
    const perWorker = jobs.sum('db_client_connection_max') / 2;
    expect(Number.isInteger(perWorker) && perWorker > 0).toBe(true);
    expect(jobs.families.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('serves no metrics on the public port', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.headers.get('content-type')).not.toMatch(/^text\/plain/);
    expect(await response.text()).not.toContain('http_server_request_duration_seconds');
  });
});
