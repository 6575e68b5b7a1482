import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

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
      const file = id.split('?', 1)[0]!;
      if (!CATALOG.test(file)) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([id, message]) => {
          try {
            return [id, parse(message)];
          } catch (error) {
            throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${String(error)}`);
          }
        }),
      );
      // Still JSON: Vite's JSON plugin turns it into a module as it does the file itself.
      return JSON.stringify(compiled);
    },
  };
}
