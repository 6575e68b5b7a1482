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

/**
 * Each language's messages loaded so far, in one object a later part is merged into. It stays the
 * same object on purpose: a new one would change the provider's context while the page hydrates,
 * and React would then render the parts still waiting to hydrate from scratch (dropping a click
 * held for them). Every screen that shows a later part's messages renders only once it has arrived
 * (page-messages.ts, the data layer).
 */
const merged = new Map<Language, Record<string, unknown>>();
const parts = new Set<string>();
const pending = new Map<string, Promise<Messages>>();

function add(language: Language, messages: Messages) {
  const into = merged.get(language);
  if (into) Object.assign(into, messages);
  else merged.set(language, { ...messages });
}

const messagesOf = (language: Language) => merged.get(language) as Messages;

/**
 * A part of a language's messages (the shell by default), fetched once; resolves with everything
 * of the language loaded so far. A failed fetch is tried again next time.
 */
export function loadMessages(language: Language, part: CatalogPart = 'shell'): Promise<Messages> {
  const key = `${language}:${part}`;
  if (parts.has(key)) return Promise.resolve(messagesOf(language));
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[language][part]().then(
      (module) => {
        parts.add(key);
        add(language, module.default as Messages);
        return messagesOf(language);
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
  return parts.has(`${language}:shell`) ? messagesOf(language) : undefined;
}

/** A whole language at hand without a fetch (the server renderer and the tests have every one). */
export function registerMessages(language: Language, messages: Messages): void {
  parts.add(`${language}:shell`);
  parts.add(`${language}:pages`);
  add(language, messages);
}
