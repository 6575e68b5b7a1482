import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@hometunnel/rules';
import { alternatePaths, useLanguage } from '../../i18n';
import { media } from '../../theme/theme';
import { currentPageIn, storeLanguage } from './language-cookie';

const messages = defineMessages({
  label: { id: 'layout.languageSwitcher.label', defaultMessage: 'Language' },
});

/**
 * The same page in the other languages, each named in its own language. Plain links: a language
 * is a full page load (its messages, content and server-rendered head). The choice is kept in the
 * preference cookie, which the language suggestion respects. `compact` (the desktop bar, which the
 * German and French navigation fills): below the widest screens each link shows its language code,
 * its name still being what it is called.
 */
export function LanguageSwitcher({ className, compact }: { className?: string; compact?: boolean }) {
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
    <Nav aria-label={intl.formatMessage(messages.label)} className={className} $compact={compact}>
      <ul>
        {LANGUAGES.filter((language) => language !== current).map((language) => (
          <li key={language}>
            <a
              href={`${alternates[language]}${search}`}
              lang={language}
              hrefLang={language}
              onClick={choose(language)}
            >
              <span className="name">{LANGUAGE_NAMES[language]}</span>
              {compact && (
                <span className="code" aria-hidden="true">
                  {language.toUpperCase()}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav<{ $compact?: boolean }>`
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
  ${({ $compact }) =>
    $compact &&
    css`
      .name {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }
      ${media.xl} {
        .name {
          position: static;
          width: auto;
          height: auto;
          clip: auto;
        }
        .code {
          display: none;
        }
      }
    `}
`;
