import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  formatDate,
  formatMoney,
  toCents,
  type Cents,
  type DateStyle,
  type Language,
} from '@hometunnel/rules';
import { localizePath } from './paths';

/** The page's language. */
export function useLanguage(): Language {
  return useIntl().locale as Language;
}

/** Turns an English-form path ('/help-center/vpn-basics') into the page language's path. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

/** Money in the page's language, from cents or from the API's decimal string ("249.00"). */
export function useFormatMoney(): (amount: Cents | string) => string {
  const language = useLanguage();
  return useCallback(
    (amount: Cents | string) => formatMoney(typeof amount === 'string' ? toCents(amount) : amount, language),
    [language],
  );
}

/** A date in the page's language (UTC, as the shop stores dates). */
export function useFormatDate(): (date: Date | string, style?: DateStyle) => string {
  const language = useLanguage();
  return useCallback(
    (date: Date | string, style?: DateStyle) => formatDate(date, language, style),
    [language],
  );
}
