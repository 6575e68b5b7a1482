import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { createApolloClient } from './apollo/client';
import { readServerState } from './apollo/ssr-state';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';

const container = document.getElementById('root')!;
const serverState = readServerState();
const client = createApolloClient(serverState);

const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>
);

if (serverState && container.firstElementChild) {
  // A page the server rendered (public routes): attach to its markup. Lazy parts hydrate as their
  // chunks arrive; the server's HTML stays visible meanwhile.
  // In a transition, hydration runs in short slices instead of one long task (TBT).
  startTransition(() => {
    hydrateRoot(container, app, {
      // React recovers from a mismatch by rendering the part again in the browser; say so, loudly
      // enough for the browser tests (e2e/tests/server-rendering.spec.ts) to fail on it.
      onRecoverableError: (error) =>
        console.error('Hydration mismatch, recovered by rendering again:', error),
    });
  });
} else {
  // Private screens (checkout, account, admin) arrive as an empty shell.
  const root = createRoot(container);
  // A transition: React renders the first screen in short slices instead of one long task (TBT).
  startTransition(() => root.render(app));
}
