import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { catalogPartOf } from '../src/i18n/catalog-parts.ts';

const CATALOG = /\/src\/i18n\/catalogs\/.+\.json$/;

/**
 * The message catalogs (src/i18n/catalogs/**.json, ICU MessageFormat strings) reach the browser
 * already parsed, as FormatJS's AST, like `formatjs compile --ast`: the browser build then leaves
 * the ICU parser out (vite.config.ts). A malformed message fails the build.
 */
export function icuCatalogs(): Plugin {
  return {
    name: 'hometunnel:icu-catalogs',
    enforce: 'pre',
    load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!CATALOG.test(file)) return null;
      this.addWatchFile(file);
      // `?part=shell`: only the messages of that part (the English catalog is one extracted file).
      const part = new URLSearchParams(query).get('part');
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([messageId]) => !part || catalogPartOf(messageId) === part)
          .map(([id, message]) => {
            try {
              return [id, parse(message)];
            } catch (error) {
              throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${String(error)}`);
            }
          }),
      );
      // A whole file stays JSON (Vite's JSON plugin makes the module); a part, which Vite's JSON
      // plugin does not take, is the module itself.
      return part ? `export default ${JSON.stringify(compiled)};` : JSON.stringify(compiled);
    },
  };
}
