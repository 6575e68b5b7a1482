import { logger } from '../../common/logger';
import type { RetentionService } from './retention';

/** The first run waits this long after start (up to it, at random), so replicas starting together spread out. */
const FIRST_RUN_MAX_DELAY_MS = 60_000;

/**
 * Runs the retention every `intervalMs` (RETENTION_INTERVAL_MS) in every instance; the run's
 * advisory lock makes replicas take turns, so scheduling it everywhere is safe.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly retention: RetentionService,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
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
      const report = await this.retention.run();
      if (report) logger.info(report, 'retention: run done');
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'retention: run failed, retrying at the next interval');
    }
  }
}
