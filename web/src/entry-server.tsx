import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  ApolloClient,
  ApolloLink,
  type NormalizedCacheObject,
  type OperationVariables,
} from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { App } from './App';
// Every language's messages and texts, at hand before any render.
import './i18n/server-languages';
import { languageOfPath } from './i18n/paths';
import { hasConsentCookie } from '@hometunnel/rules';
import { createCache } from './apollo/client';
import { ConsentAskedOnServer } from './lib/consent';
import { shopConfig } from './config/shop-config';
import { RenderStatusProvider, type RenderStatus } from './lib/render-status';
import {
  buildHead,
  buildRobotsTxt,
  buildSitemapXml,
  matchRoute,
  renderHeadTags,
  toSeoProduct,
  type ProductLike,
} from './seo';
import { serializeState } from './apollo/ssr-state';
import { GlobalStyle } from './theme/global-style';
import { theme } from './theme/theme';

/**
 * The server renderer, built by `vite build --ssr` into dist-server/entry-server.cjs and required
 * by the API (api/src/http/pages.ts). It renders a public page from the same components as the
 * browser, waiting for lazy chunks and for the page's public queries (answered in-process by the
 * API), and returns the parts the API puts into index.html. The browser hydrates the result
 * (main.tsx).
 */

/** Runs a GraphQL query in the API's process as a guest (public root fields only). */
export type PublicExecutor = (request: {
  query: string;
  variables?: OperationVariables;
  operationName?: string;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;

export interface RenderedPage {
  /** 200, or 404 when the path matched no page. */
  status: number;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for exactly this markup. */
  styles: string;
  /** The Apollo cache the page was rendered from (JSON, safe inside a `<script>` element). */
  state: string;
  /** `<title>`, meta description, canonical, robots, Open Graph, Twitter and JSON-LD tags. */
  head: string;
  /** False when a query failed (the database away): the page must be neither cached nor indexed. */
  complete: boolean;
  /** The page's language, for `<html lang>`. */
  language: string;
}

/**
 * Brand and support address come from the global the API sets before loading this file
 * (config/shop-config.ts); PUBLIC_URL, for canonical links, is given here.
 */
let publicUrl = shopConfig.publicUrl ?? 'http://localhost:3000';

export function configurePublicUrl(url: string): void {
  publicUrl = url;
}

function headContext() {
  return { publicUrl, brandName: shopConfig.brandName, supportEmail: shopConfig.supportEmail };
}

export { routeModules } from './route-modules';
/** The language of a page's path, for `<html lang>`. */
export { languageOfPath };
export { notFoundStandIn } from './seo/not-found';

/** Private screens (account, admin, links from mails): rendered in the browser only. */
export function isClientOnlyPath(pathname: string): boolean {
  return matchRoute(pathname, shopConfig.brandName).kind === 'private';
}

/** The head of a screen the browser renders alone: its title and `noindex`. */
export function shellHead(pathname: string): string {
  return renderHeadTags(buildHead(pathname, headContext()));
}

export function sitemapXml(): string {
  return buildSitemapXml(publicUrl);
}

export function robotsTxt(): string {
  return buildRobotsTxt(publicUrl);
}

/**
 * The whole page in document order. React outlines a Suspense boundary bigger than its
 * `progressiveChunkSize` (12.8 kB by default): sent after the rest, hidden, and moved into place by
 * an inline script — no use to a reader without JavaScript, nor to a crawler. A page here is only
 * ever sent whole (and cached), so nothing is outlined.
 */
const renderInOrder = (tree: ReactNode) =>
  prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });

/** Every product field the structured data (Product, Offer) needs. */
const SEO_PRODUCTS_QUERY =
  'query SeoProducts { products { id name description price type category duration availability } }';

async function seoProducts(execute: PublicExecutor) {
  const { data } = await execute({ query: SEO_PRODUCTS_QUERY, operationName: 'SeoProducts' }).catch(() => ({
    data: undefined,
  }));
  const products = data?.products as ProductLike[] | undefined;
  return products?.map((product) => toSeoProduct(product));
}

function inProcessLink(execute: PublicExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** The executor, noting whether every answer came back whole. */
function watched(execute: PublicExecutor): { execute: PublicExecutor; failed: () => boolean } {
  let failed = false;
  return {
    failed: () => failed,
    execute: (request) =>
      execute(request).then(
        (result) => {
          if (result.errors?.length || !result.data) failed = true;
          return result;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
  };
}

/**
 * `cookies`: the request's Cookie header. Without the consent cookie the page holds the
 * first-visit cookie bar (lib/consent.ts).
 */
export async function renderPage(
  url: string,
  executePublic: PublicExecutor,
  cookies?: string,
): Promise<RenderedPage> {
  const { execute, failed } = watched(executePublic);
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link: inProcessLink(execute) });
  const status: RenderStatus = { code: 200 };
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <ConsentAskedOnServer.Provider value={!hasConsentCookie(cookies)}>
          <ApolloProvider client={client}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              <RenderStatusProvider value={status}>
                <StaticRouter location={url}>
                  <App />
                </StaticRouter>
              </RenderStatusProvider>
            </ThemeProvider>
          </ApolloProvider>
        </ConsentAskedOnServer.Provider>
      </StrictMode>,
    );
    const { result } = await prerenderStatic({ tree, renderFunction: renderInOrder });
    const pathname = new URL(url, 'http://page.invalid').pathname;
    const products =
      matchRoute(pathname, shopConfig.brandName).kind === 'landing' ? await seoProducts(execute) : undefined;
    const head = buildHead(pathname, {
      ...headContext(),
      products,
      status: status.code === 404 ? 404 : undefined,
    });
    return {
      status: status.code,
      html: result,
      styles: sheet.getStyleTags(),
      state: serializeState(client.cache.extract() as NormalizedCacheObject),
      head: renderHeadTags(head),
      complete: !failed(),
      language: head.language,
    };
  } finally {
    sheet.seal();
  }
}
