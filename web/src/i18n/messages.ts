import type { Language } from '@hometunnel/rules';
import type { MessageFormatElement } from 'react-intl';
import type { CatalogPart } from './catalog-parts';

/** A language's UI messages by id: ICU MessageFormat strings, or the browser build's parsed form. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each language's catalog in two chunks (i18n/catalog-parts.ts), fetched only by a page in that
 * language. English is written in the code (each message's defaultMessage, extracted into
 * catalogs/en.json); the browser build takes it from that catalog, the server renderer and the
 * tests from the code (registerMessages).
 */
const loaders: Record<Language, Record<CatalogPart, () => Promise<{ default: unknown }>>> = {
  en: {
    shell: () => import('./catalogs/en.json?part=shell'),
    pages: () => import('./catalogs/en.json?part=pages'),
  },
  de: { shell: () => import('./catalogs/de/shell'), pages: () => import('./catalogs/de/pages') },
  fr: { shell: () => import('./catalogs/fr/shell'), pages: () => import('./catalogs/fr/pages') },
};

/** Each language's messages loaded so far, merged (a new object each time a part arrives). */
const merged = new Map<Language, Messages>();
const parts = new Set<string>();
const pending = new Map<string, Promise<Messages>>();
const listeners = new Set<() => void>();

function add(language: Language, messages: Messages) {
  merged.set(language, { ...merged.get(language), ...messages } as Messages);
  for (const listener of listeners) listener();
}

/**
 * A part of a language's messages (the shell by default), fetched once; resolves with everything
 * of the language loaded so far. A failed fetch is tried again next time.
 */
export function loadMessages(language: Language, part: CatalogPart = 'shell'): Promise<Messages> {
  const key = `${language}:${part}`;
  if (parts.has(key)) return Promise.resolve(merged.get(language)!);
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[language][part]().then(
      (module) => {
        parts.add(key);
        add(language, module.default as Messages);
        return merged.get(language)!;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** The language's messages when its shell is loaded (no render has to wait for them). */
export function loadedMessages(language: Language): Messages | undefined {
  return parts.has(`${language}:shell`) ? merged.get(language) : undefined;
}

/** For the provider: called whenever a part arrives. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A whole language at hand without a fetch (the server renderer and the tests have every one). */
export function registerMessages(language: Language, messages: Messages): void {
  parts.add(`${language}:shell`);
  parts.add(`${language}:pages`);
  add(language, messages);
}
