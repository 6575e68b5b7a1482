import { Client } from 'pg';
import { CATALOG_CHANNEL } from './catalog-changes';
import { startTestServer, type TestServer } from '../test/test-server';

const onPostgres = process.env.HT_TEST_DATABASE_MODE === 'postgresql' ? describe : describe.skip;

onPostgres('catalog changes of other instances, without the response cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RESPONSE_CACHE: 'false' });
  });
  afterAll(() => server.close());

  it('a NOTIFY catalog_changed from another connection makes this instance forget its catalog', async () => {
    let forgotten = 0;
    server.services.catalog.onInvalidate(() => {
      forgotten += 1;
    });
    const other = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query(`NOTIFY ${CATALOG_CHANNEL}, 'stock changed on another instance'`);
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 5_000;
    while (forgotten === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(forgotten).toBeGreaterThan(0);
  });
});
