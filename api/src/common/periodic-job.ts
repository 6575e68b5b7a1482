import { recordJobSchedule, timedJob } from '../observability/metrics/job-metrics';
import { inSpan } from '../observability/tracing/spans';
import { logger } from './logger';

/** The first run waits this long after start (up to it, at random), so replicas starting together spread out. */
const FIRST_RUN_MAX_DELAY_MS = 60_000;

/**
 * Runs `run` every `intervalMs` in every instance (the retention job, the counts fold): each job
 * takes an advisory lock in its run, so replicas take turns and scheduling it everywhere is safe.
 * A run's non-empty report is logged; a failed run is logged and retried at the next interval.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<object | null | void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    recordJobSchedule(this.name, this.intervalMs);
    this.schedule(Math.floor(Math.random() * Math.min(FIRST_RUN_MAX_DELAY_MS, this.intervalMs)));
  }

  /** Waits for a run in progress (one transaction: it commits or rolls back). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.runOnce().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runOnce(): Promise<void> {
    try {
      const report = await inSpan(`job ${this.name}`, {}, () => timedJob(this.name, this.run));
      if (report) logger.info(report, `${this.name}: run done`);
    } catch (error) {
      logger.warn(
        { err: (error as Error).message },
        `${this.name}: run failed, retrying at the next interval`,
      );
    }
  }
}
