/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  // Above findBy's wait (jest.setup.ts), so a slow first load fails on its query, not the clock.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The shared rules package from its TypeScript source, as Vite resolves it.
    '^@hometunnel/rules$': '<rootDir>/../packages/rules/src/index.ts',
    '\\.(svg|png|jpg|webp|css)$': '<rootDir>/src/test/file-stub.cjs',
  },
  // react-intl and FormatJS ship ES modules only: compiled like the app's own code.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
};
