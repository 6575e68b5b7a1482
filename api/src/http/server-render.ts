import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { parse } from 'graphql';
import type { Config } from '../config';
import { createLoaders } from '../loaders';
import type { RequestContext } from '../request-context';
import { SessionCartSnapshot } from '../modules/cart/session-cart';
import type { Services } from '../services';
import { readsOnlyPublicFields } from './public-cache-requests';

/**
 * The web app's server renderer (web/src/entry-server.tsx, built by `vite build --ssr` into
 * web/dist-server/entry-server.cjs) as the API sees it, and the in-process GraphQL it renders from.
 */

/** Runs a public GraphQL query in this process, as a guest. */
export type PublicExecutor = (request: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;

export interface RenderedPage {
  status: number;
  html: string;
  styles: string;
  state: string;
  /** `<title>`, meta, canonical, Open Graph and JSON-LD tags for this page. */
  head: string;
  /** False when a query failed (the database away): the page must not be cached or indexed. */
  complete: boolean;
}

export interface ServerEntry {
  configurePublicUrl(url: string): void;
  /** Whether the browser renders this path alone (private screens: account, admin). */
  isClientOnlyPath(pathname: string): boolean;
  /** `cookies`: the request's Cookie header (the page holds the cookie bar without consent). */
  renderPage(url: string, execute: PublicExecutor, cookies?: string): Promise<RenderedPage>;
  /**
   * The path rendered in place of `pathname` when that shows a 404 page (web/src/seo/not-found.ts),
   * so every unknown path gives the same page; undefined for a page that exists.
   */
  notFoundStandIn(pathname: string): string | undefined;
  /** Head tags for a client-only screen's shell (title, noindex). */
  shellHead(pathname: string): string;
  sitemapXml(): string;
  /** The source modules (as Vite's manifest names them) the page at `pathname` renders first. */
  routeModules(pathname: string, cookies?: string): readonly string[];
  robotsTxt(): string;
  /** The language of a page's path ('en', 'de', 'fr'), for `<html lang>`. */
  languageOfPath(pathname: string): string;
}

export function serverEntryFile(config: Config): string {
  return path.join(config.webDistDir, '..', 'dist-server', 'entry-server.cjs');
}

/** The built renderer, configured for this shop; undefined when the web app is not built. */
export function loadServerEntry(config: Config): ServerEntry | undefined {
  const file = serverEntryFile(config);
  if (!existsSync(file)) return undefined;
  // Read by the web app's shop-config as it loads: texts built at load time carry this shop's brand.
  Reflect.set(globalThis, 'hometunnelShopConfig', {
    brandName: config.brandName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
  const entry = require(file) as ServerEntry;
  entry.configurePublicUrl(config.publicUrl);
  return entry;
}

function guestContext(services: Services): RequestContext {
  const noSession = () => Promise.reject(new Error('a server-rendered page has no session'));
  return {
    actor: { kind: 'guest' },
    sessionCart: new SessionCartSnapshot(),
    services,
    loaders: createLoaders(services),
    session: { signIn: noSession, signOut: noSession },
    clientIp: 'server-render',
  };
}

/**
 * Answers the renderer's queries through the same schema, plugins and services as /graphql, as a
 * guest. Only documents that read public root fields (those the public cache may serve) run: a
 * page rendered for everyone must never hold anyone's data.
 */
export function guestExecutor(apollo: ApolloServer<RequestContext>, services: Services): PublicExecutor {
  return async ({ query, variables, operationName }) => {
    const document = parse(query);
    if (!readsOnlyPublicFields(document)) {
      throw new Error(`server rendering runs public queries only (${operationName ?? 'anonymous'})`);
    }
    const response = await apollo.executeOperation(
      { query: document, variables, operationName },
      { contextValue: guestContext(services) },
    );
    if (response.body.kind !== 'single') throw new Error('incremental results are not rendered');
    const { data, errors } = response.body.singleResult;
    return { data, errors: errors?.map(({ message }) => ({ message })) };
  };
}
