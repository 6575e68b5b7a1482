/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // The proof tests (spawned servers, 500 concurrent orders) take minutes: `npm run test:proof`
  // runs them (jest.proof.config.mjs), and CI runs them on both databases.
  testPathIgnorePatterns: ['/node_modules/', '\\.proof\\.test\\.ts$'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // The shared rules from their source, so a test never runs against a stale build of them.
  moduleNameMapper: { '^@hometunnel/rules$': '<rootDir>/../packages/rules/src/index.ts' },
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30000,
};
