import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { ConsentAskedOnServer, serverAskedConsent } from './lib/consent';
import { deferDataUntilInteraction } from './apollo/data-layer';
import { SSR_STATE_ELEMENT_ID } from './apollo/ssr-state';
import { readGuestCart } from './apollo/guest-cart';
import { setPageHydrating } from './lib/islands';
import { maybeSignedIn } from './lib/session/session-store';
import { GlobalStyle } from './theme/global-style';
import { canonicalPath, languageOfPath, loadMessages, routeCatalogParts } from './i18n';
import { loadContent, routeContentAreas } from './content/localized';
import { theme } from './theme/theme';

const container = document.getElementById('root')!;
const serverRendered = !!document.getElementById(SSR_STATE_ELEMENT_ID) && !!container.firstElementChild;

const app = (
  <StrictMode>
    <ConsentAskedOnServer.Provider value={serverRendered && serverAskedConsent()}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ThemeProvider>
    </ConsentAskedOnServer.Provider>
  </StrictMode>
);

// The page's language decides its messages and texts; the first render waits for their chunks (the
// server announces them with modulepreload, so they are usually there already).
const language = languageOfPath(window.location.pathname);
const page = canonicalPath(window.location.pathname);
void Promise.all([
  ...routeCatalogParts(page).map((part) => loadMessages(language, part)),
  ...routeContentAreas(page).map((area) => loadContent(language, area)),
]).then(start, start);

function start() {
  if (serverRendered) {
    // A page the server rendered (public routes): attach to its markup. Lazy parts hydrate as their
    // chunks arrive; the server's HTML stays visible meanwhile. Parts that read data wait for the
    // first interaction, unless the header must show a signed-in visitor or a guest cart at once.
    deferDataUntilInteraction(maybeSignedIn() || readGuestCart().length > 0);
    // Parts below the fold hydrate as they near the viewport (lib/islands.tsx).
    setPageHydrating(true);
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
    // Private screens (account, admin) arrive as an empty shell.
    const root = createRoot(container);
    // A transition: React renders the first screen in short slices instead of one long task (TBT).
    startTransition(() => root.render(app));
  }
}
