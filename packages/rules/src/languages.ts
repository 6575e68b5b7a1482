/**
 * The shop's languages (issue 27) and the Intl formatting of money and dates in them. Locales are
 * the bare language codes: `de-CH` / `fr-CH` would write "EUR 249.00", not "249,00 €".
 */
import type { Cents } from './money';

export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language by its own name, as a switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

// Building an Intl formatter costs far more than using one. The options callers pass are a handful
// of literals, so a small bound is never reached in practice but keeps a careless caller from growing
// the cache without end.
const CACHE_LIMIT = 64;

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    value = create();
    cache.set(key, value);
  }
  return value;
}

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** Cents as euro in the language: en "€249.00" (as formatEuro), de/fr "249,00 €". */
export function formatMoney(cents: Cents, language: Language): string {
  const format = cached(
    moneyFormats,
    language,
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }),
  );
  // Cents are integers, so dividing by 100 gives the nearest double to the exact decimal amount,
  // and the formatter rounds it to two decimals correctly.
  return format.format(cents / 100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

/** A date in the language's own form: "December 27, 2026" / "27. Dezember 2026" by default, in UTC. */
export function formatDate(
  date: Date | string,
  language: Language,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  const format = cached(dateFormats, key, () => new Intl.DateTimeFormat(language, options));
  return format.format(typeof date === 'string' ? new Date(date) : date);
}
