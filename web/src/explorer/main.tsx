/**
 * Entry of the GraphQL explorer (explorer.html, served for a browser's GET /graphql). Its own
 * chunks: the storefront never imports anything from this folder.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExplorerApp } from './explorer-app';

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <ExplorerApp />
  </StrictMode>,
);
