import { DEFAULT_LANGUAGE } from '@hometunnel/rules';
import { loadMessages } from './messages';
import { languageOfPath } from './paths';

/** The page's language in the browser (the server renderer has every language at hand). */
const currentLanguage = () =>
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);

/**
 * A screen's lazy chunk, loaded together with the pages' messages (i18n/catalog-parts.ts): the
 * screen renders once both are there.
 */
export function withPageMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(currentLanguage(), 'pages')]).then(([module]) => module);
}
