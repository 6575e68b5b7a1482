import { alternatePaths } from '../../i18n/paths';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@hometunnel/rules';

/** One year, like the shop's other preference cookies (Cookie Policy). */
const ONE_YEAR_SECONDS = 31_536_000;

/** The language the visitor chose (switcher or suggestion), if any. */
export function storedLanguage(): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  const value = match?.[1];
  return isLanguage(value) ? value : undefined;
}

export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The page the browser shows (its query and hash kept), in `language`. */
export function currentPageIn(language: Language): string {
  const { pathname, search, hash } = window.location;
  return `${alternatePaths(pathname)[language]}${search}${hash}`;
}
