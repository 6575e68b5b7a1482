// Proves the web's import boundaries (eslint.boundaries.mjs) fire: lints snippets as if they were
// files at the given paths, with the project's ESLint config. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: dirname(fileURLToPath(import.meta.url)) });

/** The boundary messages ESLint gives `code` as the file at `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

test('a feature importing another feature is an error, however the path is written', async () => {
  for (const [file, source] of [
    ['web/src/features/cart/boundary-fixture.tsx', '../not-found/not-found-page'],
    ['web/src/features/cart/__tests__/boundary-fixture.tsx', '../../not-found/not-found-page'],
    ['web/src/features/cart/boundary-fixture.tsx', '../../features/not-found/not-found-page'],
  ]) {
    const errors = await boundaryErrors(file, `import NotFound from '${source}';\nexport { NotFound };\n`);
    assert.equal(errors.length, 1, `${file} importing ${source}`);
    assert.match(errors[0], /Features do not import each other/);
  }
});

test('a feature may import its own files and the shared layers', async () => {
  const code = [
    "import { Button } from '../../components/button';",
    "import { formatPrice } from '../../lib/money';",
    "import NotFoundPage from './not-found-page';",
    'export { Button, formatPrice, NotFoundPage };',
  ].join('\n');
  assert.deepEqual(await boundaryErrors('web/src/features/not-found/boundary-fixture.tsx', code), []);
});

test('shared code importing a feature is an error', async () => {
  const errors = await boundaryErrors(
    'web/src/components/boundary-fixture.tsx',
    "import NotFound from '../features/not-found/not-found-page';\nexport { NotFound };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], /Shared code does not import a feature/);
});

test('the web importing the api is an error, by path or by package name', async () => {
  const byPath = await boundaryErrors(
    'web/src/lib/boundary-fixture.ts',
    "import { config } from '../../../api/src/config';\nexport { config };\n",
  );
  assert.equal(byPath.length, 1);
  assert.match(byPath[0], /The web never imports the api/);
  const byName = await boundaryErrors(
    'web/src/lib/boundary-fixture.ts',
    "import { config } from '@hometunnel/api/src/config';\nexport { config };\n",
  );
  assert.equal(byName.length, 1);
  assert.match(byName[0], /The web never imports the api/);
});

test("the api's common/ importing a module or the request context is an error", async () => {
  for (const source of ['../modules/cart/session-cart', '../services', '../request-context', '../loaders']) {
    const errors = await boundaryErrors(
      'api/src/common/boundary-fixture.ts',
      `import type { X } from '${source}';\nexport type { X };\n`,
    );
    assert.equal(errors.length, 1, source);
    assert.match(errors[0], /api\/src\/common knows no module/);
  }
  const own = await boundaryErrors(
    'api/src/common/boundary-fixture.ts',
    "import { logger } from './logger';\nexport { logger };\n",
  );
  assert.deepEqual(own, []);
});
