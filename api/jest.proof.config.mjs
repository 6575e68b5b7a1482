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
};
