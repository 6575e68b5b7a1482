import { outsideTraces } from '../observability/tracing/spans';
import { logger } from './logger';

/** Within the shutdown budget (SHUTDOWN_TIMEOUT_MS, compose's stop_grace_period). */
const STOP_WAIT_MS = 5000;

/**
 * The loop of an outbox worker (mail, webhooks): a round claims and sends batches until one comes
 * back short (a full batch suggests more are due), then waits `pollMs`. It polls because PGlite
 * has no cross-connection NOTIFY; `wake` starts a round now (e.g. after a commit that wrote rows).
 */
export class OutboxPoller {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    /** Claims and sends one batch; answers how many rows it claimed. */
    private readonly sendBatch: () => Promise<number>,
    private readonly options: { pollMs: number; batchSize: number },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Waits for the round in progress, at most STOP_WAIT_MS (a hung receiver must not hold up a
   * shutdown; rows it leaves `sending` are claimed again once their lock expires).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.round,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  wake(): void {
    if (this.stopped || this.round) return;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.round = outsideTraces(() => this.runRound()).finally(() => {
        this.round = undefined;
        if (!this.stopped) this.schedule(this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runRound(): Promise<void> {
    try {
      while (!this.stopped && (await this.sendBatch()) === this.options.batchSize);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, `${this.name}: round failed, retrying later`);
    }
  }
}
