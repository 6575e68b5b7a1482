import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { createApolloClient } from './apollo/client';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';

const client = createApolloClient();

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in short slices instead of one long task (TBT).
startTransition(() =>
  root.render(
    <StrictMode>
      <ApolloProvider client={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ThemeProvider>
      </ApolloProvider>
    </StrictMode>,
  ),
);
