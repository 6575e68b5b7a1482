import { formatEuro, type Cents } from './money';

/**
 * The shop's languages. English is the default and lives at today's URLs; German and French under
 * /de/ and /fr/. The codes are also the Intl locales: plain `de` and `fr` (never de-CH or fr-CH,
 * which write "EUR 249.00").
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/** The preference cookie: its value is the language code the visitor chose. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A shop page's path in a language: English at the root, the others under their prefix ('/de/account'). */
export function pagePath(language: Language, path: string): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}

/** The language a shop path is in, by its prefix ('/de/help' → de; '/help' → en). */
export function pathLanguage(path: string): Language {
  const prefix = /^\/([a-z]{2})(?=[/?#]|$)/.exec(path)?.[1];
  return isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

// One formatter per language and style: building an Intl formatter costs far more than using one.
const moneyFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Cents as euro in a language: en "€249.00" (the spec's form), de and fr "249,00 €". */
export function formatMoney(cents: Cents, language: Language): string {
  if (language === 'en') return formatEuro(cents);
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
}

export type DateStyle = 'long' | 'medium' | 'short';

/** A date in a language's own form (UTC, as the shop stores it): en "September 6, 2025", de "6. September 2025". */
export function formatDate(date: Date | string, language: Language, style: DateStyle = 'long'): string {
  const key = `${language}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}
