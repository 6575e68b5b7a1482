import { logger } from '../../common/logger';
import { RetentionJob } from './retention-job';
import { connectionDataCutoff, yearsBefore, type RetentionService } from './retention';

describe('retention clock', () => {
  it('connection data is cut at the UTC midnight 30 days before the current day', () => {
    expect(connectionDataCutoff(new Date('2026-03-31T17:45:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(connectionDataCutoff(new Date('2026-03-31T00:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('years are calendar years before now', () => {
    expect(yearsBefore(new Date('2026-11-25T10:00:00Z'), 3).toISOString()).toBe('2023-11-25T10:00:00.000Z');
    expect(yearsBefore(new Date('2028-02-29T10:00:00Z'), 2).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('RetentionJob', () => {
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
    const job = new RetentionJob({ run } as unknown as RetentionService, 3_600_000);
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
    const job = new RetentionJob({ run } as unknown as RetentionService, 5_000);
    job.start();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
