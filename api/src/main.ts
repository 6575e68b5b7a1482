import 'reflect-metadata';
import { loadConfig } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(JSON.stringify({ level: 'info', msg: `HomeTunnel listening on ${running.url}`, database }));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', msg: `${signal} received, shutting down` }));
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
