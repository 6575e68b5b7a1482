import base from './jest.config.js';

/**
 * Only the proof tests (src/proof/*.proof.test.ts): spawned servers, SIGTERM drains, a database
 * outage, 500 concurrent orders. `npm run test:proof -w api`; same database choice as `npm test`.
 */
/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['**/*.proof.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // One proof at a time: each one loads the machine on purpose (100,000-row exports, 500 orders, a
  // SIGTERM drain), and with the embedded database every file shares one PGlite in jest's parent
  // process, so a neighbour's export stalled another proof's connect past its 3 s timeout (a
  // clean-clone CI run). Alone, each proof's figures are its own too.
  maxWorkers: 1,
};
