import type { Language } from '@hometunnel/rules';

import type { MessageFormatElement } from 'react-intl';

/** A language's UI messages by id: ICU MessageFormat strings, or the browser build's parsed form. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * One chunk per language, fetched only by a page in that language. English is written in the code
 * (each message's defaultMessage, extracted into catalogs/en.json); the browser build takes it
 * from that catalog, the server renderer and the tests from the code (registerMessages).
 */
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./catalogs/en.json').then((module) => module.default as Messages),
  de: () => import('./catalogs/de').then((module) => module.default),
  fr: () => import('./catalogs/fr').then((module) => module.default),
};

const loaded = new Map<Language, Messages>();
const pending = new Map<Language, Promise<Messages>>();

/** The language's messages, fetched once (a failed fetch is tried again next time). */
export function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (messages) => {
        loaded.set(language, messages);
        return messages;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

/** The messages when already loaded (no render has to wait for them). */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Messages at hand without a fetch (the server renderer has every language in its bundle). */
export function registerMessages(language: Language, messages: Messages): void {
  loaded.set(language, messages);
}
