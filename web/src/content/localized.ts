import { use } from 'react';
import type { Language } from '@hometunnel/rules';
import { useLanguage } from '../i18n/use-language';
import * as aboutEn from './about';
import * as landingEn from './landing';
import * as productsEn from './products';
import * as testimonialsEn from './testimonials';

/**
 * The long texts (landing copy, FAQ, Help Center articles, legal documents, product texts) in each
 * language: the English modules beside this file, the German in de/, the French in fr/, each with
 * the same exports and types. A page fetches only its own language's modules. The landing page's
 * English texts ship with the first screen, as before; the rest is fetched by the screen using it.
 */
export interface ContentModules {
  landing: typeof landingEn;
  about: typeof aboutEn;
  testimonials: typeof testimonialsEn;
  products: typeof productsEn;
  faq: typeof import('./faq');
  helpCenter: typeof import('./help-center');
  legal: typeof import('./legal');
}
export type ContentArea = keyof ContentModules;

type Loaders = { [A in ContentArea]: () => Promise<ContentModules[A]> };

const loaders: Record<Language, Loaders> = {
  en: {
    landing: () => Promise.resolve(landingEn),
    about: () => Promise.resolve(aboutEn),
    testimonials: () => Promise.resolve(testimonialsEn),
    products: () => Promise.resolve(productsEn),
    faq: () => import('./faq'),
    helpCenter: () => import('./help-center'),
    legal: () => import('./legal'),
  },
  de: {
    landing: () => import('./de/landing'),
    about: () => import('./de/about'),
    testimonials: () => import('./de/testimonials'),
    products: () => import('./de/products'),
    faq: () => import('./de/faq'),
    helpCenter: () => import('./de/help-center'),
    legal: () => import('./de/legal'),
  },
  fr: {
    landing: () => import('./fr/landing'),
    about: () => import('./fr/about'),
    testimonials: () => import('./fr/testimonials'),
    products: () => import('./fr/products'),
    faq: () => import('./fr/faq'),
    helpCenter: () => import('./fr/help-center'),
    legal: () => import('./fr/legal'),
  },
};

const loaded = new Map<string, unknown>([
  ['en:landing', landingEn],
  ['en:about', aboutEn],
  ['en:testimonials', testimonialsEn],
  ['en:products', productsEn],
]);
const pending = new Map<string, Promise<unknown>>();

/** A content area at hand without a fetch (the server renderer has every language in its bundle). */
export function registerContent<A extends ContentArea>(
  language: Language,
  area: A,
  module: ContentModules[A],
): void {
  loaded.set(`${language}:${area}`, module);
}

/** A content area in a language, fetched once (a failed fetch is tried again next time). */
export function loadContent<A extends ContentArea>(language: Language, area: A): Promise<ContentModules[A]> {
  const key = `${language}:${area}`;
  if (loaded.has(key)) return Promise.resolve(loaded.get(key) as ContentModules[A]);
  let promise = pending.get(key) as Promise<ContentModules[A]> | undefined;
  if (!promise) {
    promise = loaders[language][area]().then(
      (module) => {
        loaded.set(key, module);
        return module;
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

/** A content area in the page's language; suspends while its chunk is fetched. */
export function useContent<A extends ContentArea>(area: A): ContentModules[A] {
  const language = useLanguage();
  const key = `${language}:${area}`;
  return (loaded.get(key) as ContentModules[A] | undefined) ?? use(loadContent(language, area));
}
