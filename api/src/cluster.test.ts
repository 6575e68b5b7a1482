import { workerCount } from './cluster';

describe('workerCount (WEB_CONCURRENCY)', () => {
  it('runs the asked number of workers on PostgreSQL', () => {
    expect(workerCount({ workers: 2, databaseUrl: 'postgres://db/shop' })).toBe(2);
  });

  it('runs one process on the embedded database, which lives inside it', () => {
    expect(workerCount({ workers: 4, databaseUrl: undefined })).toBe(1);
  });
});
