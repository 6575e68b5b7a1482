import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isLanguage, type Language } from '@hometunnel/rules';
import { alternatePaths, useLanguage } from '../../i18n';
import { CloseIcon } from '../icons';
import { storedLanguage, storeLanguage } from './language-cookie';

type Suggested = Exclude<Language, 'en'>;

/**
 * Written in the language suggested, not the page's: the page has only its own language's
 * catalog, and fetching another whole catalog for one sentence would cost every such visit.
 */
const TEXTS: Record<Suggested, { sentence: string; link: string; close: string }> = {
  de: {
    sentence: 'Diese Seite gibt es auch auf Deutsch.',
    link: 'Auf Deutsch ansehen',
    close: 'Hinweis schließen',
  },
  fr: {
    sentence: 'Cette page existe aussi en français.',
    link: 'Afficher en français',
    close: 'Fermer le message',
  },
};

/** The first of the browser's languages the shop has (a 'de-DE' preference is German). */
export function preferredLanguage(preferences: readonly string[]): Language | undefined {
  for (const preference of preferences) {
    const code = preference.split('-')[0]!.toLowerCase();
    if (isLanguage(code)) return code;
  }
  return undefined;
}

/**
 * A first visit (no language chosen yet) whose browser prefers German or French on a page in
 * another language is offered the same page in that language. Only after hydration: the server's
 * page is cached for every visitor. Nobody is redirected; closing it keeps the page's language.
 */
export function LanguageSuggestion() {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [suggested, setSuggested] = useState<Suggested | null>(null);

  useEffect(() => {
    if (storedLanguage()) return;
    const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (preferred && preferred !== 'en' && preferred !== current) setSuggested(preferred);
  }, [current]);

  if (!suggested) return null;
  const text = TEXTS[suggested];
  return (
    <Bar lang={suggested} data-testid="language-suggestion">
      <p>
        {text.sentence}{' '}
        <a
          href={`${alternatePaths(pathname)[suggested]}${search}${hash}`}
          hrefLang={suggested}
          onClick={() => storeLanguage(suggested)}
        >
          {text.link}
        </a>
      </p>
      <Close
        type="button"
        aria-label={text.close}
        onClick={() => {
          storeLanguage(current);
          setSuggested(null);
        }}
      >
        <CloseIcon size={18} />
      </Close>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 6px 16px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.9rem;
  p {
    margin: 0;
  }
  a {
    font-weight: 650;
    text-decoration: underline;
  }
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
`;
