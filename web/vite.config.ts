import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './scripts/graphql-documents-plugin.ts';
import { explorerBuild } from './scripts/explorer-build.ts';
import { lowPriorityEntry } from './scripts/low-priority-entry.ts';
import { icuCatalogs } from './scripts/icu-catalogs-plugin.ts';
import formatjs from '@formatjs/unplugin/vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';
const gqlModule = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
// The shared rules package from its TypeScript source (its CommonJS build is for the api).
const rulesModule = fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url));
// react-router's package exports only its development build to bundlers; use the production one.
const require = createRequire(import.meta.url);
const reactRouterProd = join(
  dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Two builds: the browser's (`vite build`, into dist/) and the server renderer's
 * (`vite build --ssr src/entry-server.tsx`, into dist-server/): one self-contained CommonJS file
 * the API requires to render public pages (see src/entry-server.tsx).
 */
export default defineConfig(({ command, isSsrBuild }) => {
  // The browser's production build: messages only from the parsed catalogs (see the plugins).
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    // explorerBuild: the GraphQL explorer page (explorer.html), built apart after the storefront.
    // icuCatalogs: messages arrive parsed. In the browser build every message comes from its catalog
    // (English too: catalogs/en.json), so the English defaults leave the code (FormatJS's plugin) and
    // the ICU parser leaves the bundle (the alias below); the server renderer and the development
    // server (where a new message shows before `npm run i18n:extract`) keep both.
    plugins: [
      graphqlDocuments(gqlModule),
      icuCatalogs(),
      ...(browserBuild ? [formatjs({ removeDefaultMessage: true })] : []),
      react(),
      ...(isSsrBuild ? [] : [lowPriorityEntry(), explorerBuild()]),
    ],
    // styled-components class names from the file and component name, not from the order modules
    // load in: the server and the browser must name every class alike, or hydration fails.
    oxc: { plugins: { styledComponents: { ssr: true, displayName: true, fileName: true } } },
    // Everything bundled into the one server file (styled-components' CommonJS default import
    // fails when left external); the API needs no web dependencies at run time.
    ssr: { noExternal: true, target: 'node' },
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterProd },
        { find: /^@hometunnel\/rules$/, replacement: rulesModule },
        ...(!browserBuild
          ? []
          : [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ]),
      ],
    },
    // The dev server pre-bundles what the storefront imports. The explorer page (explorer.html) is
    // left out: its GraphiQL workers (`?worker` imports) cannot be pre-bundled, which crashed
    // `npm run dev` at start; in development /graphql is proxied to the API, which serves it.
    optimizeDeps: { entries: ['index.html'] },
    server: {
      port: 3000,
      strictPort: true,
      proxy: {
        '/graphql': { target: apiTarget, changeOrigin: false },
        '/api': { target: apiTarget, changeOrigin: false },
      },
    },
    build: isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          // The browser build serves public/ (images, favicon); the renderer needs none of it.
          copyPublicDir: false,
          sourcemap: false,
          target: 'node20',
          rolldownOptions: {
            output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
          },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          target: 'es2022',
          rolldownOptions: {
            output: {
              // Everything the first screen needs in one chunk (better compression, one request);
              // every route, the below-the-fold sections, the cart drawer and the legal texts stay lazy.
              codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            },
          },
        },
  };
});
