import { Counter, Gauge, Histogram } from 'prom-client';

/**
 * The scheduled jobs (funnel fold, retention, reservation expiry, bank transfers, the billing
 * pass). Every instance schedules each job and an advisory lock lets one run at a time, so the
 * newest success of any worker is the one that counts: the primary aggregates these gauges by max.
 */
const lastSuccess = new Gauge({
  name: 'hometunnel_job_last_success_timestamp_seconds',
  help: 'When the job last finished without error (Unix seconds; the newest across workers)',
  labelNames: ['job'] as const,
  aggregator: 'max',
});

const interval = new Gauge({
  name: 'hometunnel_job_interval_seconds',
  help: 'How often the job is scheduled; the alert fires after twice this without a success',
  labelNames: ['job'] as const,
  aggregator: 'max',
});

const duration = new Histogram({
  name: 'hometunnel_job_duration_seconds',
  help: 'How long a job run took, by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
});

const failures = new Counter({
  name: 'hometunnel_job_failures_total',
  help: 'Job runs that ended in an error',
  labelNames: ['job'] as const,
});

/** Job names as labels: lowercase words joined by underscores (`counts fold` → `counts_fold`). */
export function jobLabel(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** Records one run of `job` (e.g. `billing_pass`) that took `seconds`. */
export function recordJobRun(job: string, seconds: number, ok: boolean): void {
  const label = jobLabel(job);
  duration.labels(label, ok ? 'ok' : 'failed').observe(seconds);
  if (ok) lastSuccess.labels(label).set(Date.now() / 1000);
  else failures.labels(label).inc();
}

/** Declares that `job` runs every `intervalMs` (read by the "job not run" alert). */
export function recordJobSchedule(job: string, intervalMs: number): void {
  interval.labels(jobLabel(job)).set(intervalMs / 1000);
  // Present from the start, so a job that always fails shows 0 rather than nothing.
  failures.labels(jobLabel(job)).inc(0);
}

/** Runs `run` as one recorded run of `job`: its duration, and its success or failure (rethrown). */
export async function timedJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    recordJobRun(job, (performance.now() - started) / 1000, true);
    return result;
  } catch (error) {
    recordJobRun(job, (performance.now() - started) / 1000, false);
    throw error;
  }
}
