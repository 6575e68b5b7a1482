import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

/**
 * The web's import boundaries (ARCHITECTURE.md, "The web app"): a feature never imports another
 * feature (shared pieces move to web/src/components or web/src/lib), the shared layers never
 * import a feature, and the web never imports the api. import/no-restricted-paths resolves each
 * import to a file, so `../cart/x` and `../../features/cart/x` are caught alike.
 * The zones are generated from the feature folders, so a new feature is fenced in by itself.
 */
const root = dirname(fileURLToPath(import.meta.url));
const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'lib', 'apollo', 'theme', 'content', 'config'];

const FEATURES_APART =
  'Features do not import each other: move the shared piece to web/src/components or web/src/lib.';

const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: FEATURES_APART,
}));
const apiZone = {
  target: './web',
  from: './api',
  message: 'The web never imports the api: it talks to it over GraphQL (types from web/src/gql).',
};
const sharedZones = shared.map((layer) => ({
  target: `./web/src/${layer}`,
  from: './web/src/features',
  message: 'Shared code does not import a feature: features build on it, not the other way.',
}));

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/**
 * The api's shared helpers (api/src/common) know no domain: nothing from the modules, nor from the
 * composition root and the request context beside it, which exist to know the modules.
 */
const COMMON_KNOWS_NO_MODULE =
  'api/src/common knows no module: put what needs the modules beside services.ts (request-context.ts, loaders.ts).';
const commonZones = ['modules', 'services.ts', 'request-context.ts', 'loaders.ts'].map((from) => ({
  target: './api/src/common',
  from: `./api/src/${from}`,
  message: COMMON_KNOWS_NO_MODULE,
}));

export const webBoundaries = [
  {
    files: ['web/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': restrictedPaths([...featureZones, apiZone]),
      // The api by package name resolves through node_modules, never into ./api above: refuse it by name.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@hometunnel/api', '@hometunnel/api/*'], message: 'The web never imports the api.' },
          ],
        },
      ],
    },
  },
  {
    // Shared code's own tests may import features: they check that the features agree with it.
    files: shared.map((layer) => `web/src/${layer}/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**'],
    rules: { 'import/no-restricted-paths': restrictedPaths([...featureZones, apiZone, ...sharedZones]) },
  },
];

export const apiBoundaries = [
  {
    // The helpers' own tests may start a whole server: only the helpers are fenced in.
    files: ['api/src/common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: { 'import/no-restricted-paths': restrictedPaths(commonZones) },
  },
];
