import 'reflect-metadata';
import { Client } from 'pg';
import { TEST_HASH_COST_ENV } from '../auth/password-cost';
import { createDataSource } from '../db/data-source';
import { migrateAndSeed } from '../db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';

declare global {
  var __embeddedPostgres: EmbeddedPostgres | undefined;
}

/**
 * One database per test run: a fresh database on the server named by TEST_DATABASE_URL or
 * DATABASE_URL, or else an in-memory embedded PostgreSQL. PGlite must start here, in jest's
 * parent process: inside a test worker's VM its loader fails. Tests get the URL in
 * HT_TEST_DATABASE_URL, exactly as they would a real server's.
 */
export default async function globalSetup(): Promise<void> {
  // Cheap password hashes in every worker and every server or CLI a test spawns (auth/password-cost).
  process.env[TEST_HASH_COST_ENV] = '1';
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let url: string;
  if (serverUrl) {
    const name = `hometunnel_test_${Date.now()}_${process.pid}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    process.env.HT_TEST_DATABASE_MODE = 'postgresql';
  } else {
    globalThis.__embeddedPostgres = await startEmbeddedPostgres(undefined, 80);
    url = globalThis.__embeddedPostgres.url;
    process.env.HT_TEST_DATABASE_MODE = 'embedded';
  }
  process.env.HT_TEST_DATABASE_URL = url;
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await migrateAndSeed(dataSource);
  await dataSource.destroy();
  console.log(`\nintegration tests use ${process.env.HT_TEST_DATABASE_MODE} PostgreSQL\n`);
}
