function swcOptions({ tsx }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      // tsc's "jsx": "react-jsx": the automatic runtime.
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  };
}

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The proof tests (spawned servers, 500 concurrent orders) take minutes: `npm run test:proof`
  // runs them (jest.proof.config.mjs), and CI runs them on both databases.
  testPathIgnorePatterns: ['/node_modules/', '\\.proof\\.test\\.ts$'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions({ tsx: false })],
    // The mail templates (react-email) are TSX; only .tsx parses as TSX, so `<T>x` in .ts stays a cast.
    '^.+\\.tsx$': ['@swc/jest', swcOptions({ tsx: true })],
    // react-email's render loads react-dom/server with `import()`, which jest's CommonJS sandbox
    // refuses (no --experimental-vm-modules); swc turns it into a require. Node runs it unchanged.
    '/@react-email/render/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // The mail catalogs' ICU MessageFormat (intl-messageformat and its @formatjs parts) ships as ES
    // modules only, which jest's CommonJS sandbox cannot require; Node (20.19+) requires them as is.
    '/node_modules/(intl-messageformat|@formatjs)/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@react-email/render|intl-messageformat|@formatjs)/)'],
  // The shared rules from their source, so a test never runs against a stale build of them.
  moduleNameMapper: { '^@hometunnel/rules$': '<rootDir>/../packages/rules/src/index.ts' },
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30000,
};
