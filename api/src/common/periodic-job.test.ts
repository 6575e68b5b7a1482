import { logger } from './logger';
import { PeriodicJob } from './periodic-job';

describe('PeriodicJob', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs within a minute of start, then every interval, and stops', async () => {
    const run = jest.fn().mockResolvedValue(null);
    const job = new PeriodicJob('test', run, 3_600_000);
    job.start();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
    await jest.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a failed run is retried at the next interval', async () => {
    const run = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(null);
    const job = new PeriodicJob('test', run, 5_000);
    job.start();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { err: 'database down' },
      'test: run failed, retrying at the next interval',
    );
    await jest.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
