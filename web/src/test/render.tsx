import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createCache } from '../apollo/client';
import { Toaster } from '../components/toast';
import { MeQuery, type UserProfile } from '../lib/auth/use-auth';
import { theme } from '../theme/theme';
import type { Language } from '@hometunnel/rules';
import { LanguageProvider } from '../i18n/language-provider';
import type { Messages } from '../i18n/messages';
import { completeCatalogs } from '../i18n/catalogs/complete';

const { de, fr } = completeCatalogs;

/** Each language's messages, at hand (the app fetches them; a test must not wait). */
export const testMessages: Record<Language, Messages> = { en: {}, de, fr };

// The one test harness of the web: every test renders through renderWithProviders and takes its
// clients and data from here.
export * from './clients';
export * from './fixtures';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** A scripted client (createTestClient); without one, Apollo's MockedProvider answers `mocks`. */
  client?: ApolloClient;
  /** MockedProvider's responses, when there is no `client`. */
  mocks?: MockLink.MockedResponse[];
  /** Signed in as this user, or signed out with null: Me is answered from the cache. */
  user?: UserProfile | null;
  /** The URL to start at; `path` by default, else '/'. */
  route?: string;
  /**
   * Renders `ui` as the route `path`, next to a 'Home page' heading at '/' and an 'Elsewhere'
   * paragraph for any other path, to see where the screen navigates. Without it, `ui` as is.
   */
  path?: string;
  /** Mounts the Toaster too, for screens that answer with toasts. */
  toaster?: boolean;
  /** The page's language; English by default. */
  language?: Language;
}

/** Renders `ui` inside the app's providers: Apollo, theme, router (and the Toaster on request). */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const {
    client,
    mocks = [],
    user,
    route,
    path,
    toaster = false,
    language = 'en',
    ...renderOptions
  } = options;
  const cache = client ? client.cache : createCache();
  if (user !== undefined) cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me: user } });

  const routed = path ? (
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  const Providers = ({ children }: { children: ReactNode }) => {
    const app = (
      <ThemeProvider theme={theme}>
        <LanguageProvider language={language} messages={testMessages[language]}>
          <MemoryRouter initialEntries={[route ?? path ?? '/']}>
            {children}
            {toaster && <Toaster />}
          </MemoryRouter>
        </LanguageProvider>
      </ThemeProvider>
    );
    return client ? (
      <ApolloProvider client={client}>{app}</ApolloProvider>
    ) : (
      <MockedProvider mocks={mocks} cache={cache}>
        {app}
      </MockedProvider>
    );
  };
  return render(routed, { wrapper: Providers, ...renderOptions });
}
