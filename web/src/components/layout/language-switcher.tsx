import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@hometunnel/rules';
import { alternatePaths, useLanguage } from '../../i18n';
import { currentPageIn, storeLanguage } from './language-cookie';

const messages = defineMessages({
  label: { id: 'layout.languageSwitcher.label', defaultMessage: 'Language' },
});

/**
 * The same page in the other languages, each named in its own language. Plain links: a language
 * is a full page load (its messages, content and server-rendered head). The choice is kept in the
 * preference cookie, which the language suggestion respects.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const alternates = alternatePaths(pathname);
  const choose = (language: Language) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    storeLanguage(language);
    // The server renders one page for many URLs (an unknown path, a query): follow the real one.
    event.currentTarget.href = currentPageIn(language);
  };
  return (
    <Nav aria-label={intl.formatMessage(messages.label)} className={className}>
      <ul>
        {LANGUAGES.filter((language) => language !== current).map((language) => (
          <li key={language}>
            <a
              href={`${alternates[language]}${search}`}
              lang={language}
              hrefLang={language}
              onClick={choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 8px;
    border-radius: 8px;
    font-size: 0.85rem;
    font-weight: 600;
    color: inherit;
  }
  a:hover {
    background: rgba(127, 127, 127, 0.12);
    text-decoration: none;
  }
`;
