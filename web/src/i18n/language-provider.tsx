import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@hometunnel/rules';
import { loadedMessages, loadMessages, type Messages } from './messages';

/**
 * A missing German or French message falls back to the English text. The catalog test
 * (i18n/__tests__/catalogs.test.ts) keeps that from shipping, so the page stays quiet about it.
 */
function ignoreIntlError() {}

/** The page's language for everything below: its messages, and Intl formats in that locale. */
export function LanguageProvider({
  language,
  messages: given,
  children,
}: {
  language: Language;
  /** The language's messages when the caller has them (tests); else loaded here. */
  messages?: Messages;
  children: ReactNode;
}) {
  // Loaded before the first render (main.tsx, entry-server.tsx); a switch waits for the other chunk.
  const messages = given ?? loadedMessages(language) ?? use(loadMessages(language));
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={messages}
      onError={ignoreIntlError}
    >
      {children}
    </IntlProvider>
  );
}
