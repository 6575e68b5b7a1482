import { use } from 'react';
import type { Language } from '@hometunnel/rules';
import { useLanguage } from '../i18n/use-language';

/**
 * The long texts (landing copy, FAQ, Help Center articles, legal documents, product texts) in each
 * language: the English modules beside this file, the German in de/, the French in fr/, each with
 * the same exports and types. A page fetches only its own language's modules (main.tsx before the
 * first render, as the server announces them; a screen reached later fetches its own).
 */
export interface ContentModules {
  landing: typeof import('./landing');
  about: typeof import('./about');
  testimonials: typeof import('./testimonials');
  products: typeof import('./products');
  faq: typeof import('./faq');
  helpCenter: typeof import('./help-center');
  legal: typeof import('./legal');
}
export type ContentArea = keyof ContentModules;

type Loaders = { [A in ContentArea]: () => Promise<ContentModules[A]> };

const loaders: Record<Language, Loaders> = {
  en: {
    landing: () => import('./landing'),
    about: () => import('./about'),
    testimonials: () => import('./testimonials'),
    products: () => import('./products'),
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

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

/** A content area at hand without a fetch (the server renderer has every language in its bundle). */
export function registerContent<A extends ContentArea>(
  language: Language,
  area: A,
  module: ContentModules[A],
): void {
  loaded.set(`${language}:${area}`, module);
}

/** Which content areas a page shows (by its English-form path), to fetch before it renders. */
const ROUTE_CONTENT: readonly (readonly [pattern: RegExp, areas: readonly ContentArea[]])[] = [
  [/^\/$/, ['landing', 'about', 'testimonials', 'products']],
  [/^\/help$/i, ['faq']],
  [/^\/help(-center)?(\/|$)/i, ['helpCenter']],
];

export function routeContentAreas(canonicalPath: string): readonly ContentArea[] {
  return ROUTE_CONTENT.find(([pattern]) => pattern.test(canonicalPath))?.[1] ?? [];
}

/** Each area's module file, as Vite's manifest names it, for `<link rel="modulepreload">`. */
const AREA_FILES: Record<ContentArea, string> = {
  landing: 'landing',
  about: 'about',
  testimonials: 'testimonials',
  products: 'products',
  faq: 'faq',
  helpCenter: 'help-center',
  legal: 'legal',
};

export function contentModuleFile(language: Language, area: ContentArea): string {
  return `src/content/${language === 'en' ? '' : `${language}/`}${AREA_FILES[area]}.ts`;
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

const together = new Map<string, Promise<unknown>>();

/**
 * Suspends until every area a page shows is loaded, fetching them at once: a page whose parts each
 * fetched their own texts would render part by part and move under a visitor's eyes (a section
 * link's scroll lands before the sections below have their height).
 */
export function useContentAreas(areas: readonly ContentArea[]): void {
  const language = useLanguage();
  const missing = areas.filter((area) => !loaded.has(`${language}:${area}`));
  if (missing.length === 0) return;
  const key = `${language}:${missing.join(',')}`;
  let promise = together.get(key);
  if (!promise) {
    promise = Promise.all(missing.map((area) => loadContent(language, area))).finally(() =>
      together.delete(key),
    );
    together.set(key, promise);
  }
  use(promise);
}
