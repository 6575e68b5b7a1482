import { workerCount } from './cluster';
import { loadConfig } from './config';

describe('workerCount (WEB_CONCURRENCY)', () => {
  const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'test', ...env });

  it('runs one process unless WEB_CONCURRENCY asks for more, and refuses less than one', () => {
    expect(config({}).workers).toBe(1);
    expect(config({ WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(() => config({ WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY must be an integer >= 1, got "0"',
    );
    expect(() => config({ WEB_CONCURRENCY: 'many' })).toThrow('WEB_CONCURRENCY must be an integer >= 1');
  });

  it('runs the asked number of workers on PostgreSQL', () => {
    expect(workerCount({ workers: 2, databaseUrl: 'postgres://db/shop' })).toBe(2);
  });

  it('runs one process on the embedded database, which lives inside it', () => {
    expect(workerCount({ workers: 4, databaseUrl: undefined })).toBe(1);
  });
});
