import type { Language } from '@hometunnel/rules';

/** A language's UI messages, ICU MessageFormat strings by id. */
export type Messages = Record<string, string>;

/**
 * English is written in the code (each message's defaultMessage, extracted into catalogs/en.json);
 * German and French are one chunk each, fetched only by a page in that language.
 */
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve({}),
  de: () => import('./catalogs/de').then((module) => module.default),
  fr: () => import('./catalogs/fr').then((module) => module.default),
};

// English is always at hand: its texts are the defaults in the code.
const loaded = new Map<Language, Messages>([['en', {}]]);
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
