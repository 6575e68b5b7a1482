import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../test/spawn-server';
import { TestClient, uniqueEmail } from '../test/test-server';

describe('the embedded database (no DATABASE_URL)', () => {
  it('keeps the catalog and accounts under DATA_DIR across a restart, and exits 0 on SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hometunnel-restart-')), 'nested', 'data');
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') };
    const email = uniqueEmail('restart');

    const first = await spawnServer(env);
    await new TestClient(first.url).register(email, 'secret123');
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await spawnServer(env);
    try {
      const client = new TestClient(second.url);
      expect((await client.post('/api/auth/login', { email, password: 'secret123' })).status).toBe(200);
      expect((await client.get('/api/products')).body).toHaveLength(5);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
