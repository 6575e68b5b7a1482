import type { DataSource } from 'typeorm';
import { createDataSource } from '../db/data-source';

/**
 * A data source of the test file's own on the run's database (no server, no migrations), opened
 * before the file's tests and closed after them: for tests of the pool and its connections.
 */
export function ownDataSource(): () => DataSource {
  let dataSource: DataSource | undefined;
  beforeAll(async () => {
    dataSource = createDataSource(process.env.HT_TEST_DATABASE_URL as string);
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });
  return () => {
    if (!dataSource) throw new Error('the data source opens in beforeAll');
    return dataSource;
  };
}
