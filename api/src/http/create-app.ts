import { expressMiddleware } from '@as-integrations/express5';
import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import { sessionMiddleware, sessionReader } from '../auth/session';
import { requestLogger } from '../common/request-lines';
import { loginRedirectRoutes } from '../auth/login-redirects';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createApolloServer, graphqlValidationRules, MAX_TOKENS } from '../graphql/apollo';
import { laneOperations } from '../graphql/lane-operations';
import { signedInLane } from './signed-in-lane/signed-in-lane';
import { apiTokenSkipsCsrfPrevention } from '../graphql/api-token-csrf';
import { tokenLimit } from '../graphql/token-limit';
import { loadTrustedDocuments, trustedDocuments } from '../graphql/trusted-documents';
import { buildApiSchema } from '../graphql/schema';
import { accountsRoutes } from '../modules/accounts/accounts.rest';
import { cartRoutes } from '../modules/cart/cart.rest';
import { catalogRoutes } from '../modules/catalog/catalog.rest';
import { checkoutRoutes } from '../modules/checkout/checkout.rest';
import { orderExportRoutes } from '../modules/orders/order-export.rest';
import { orderFromCheckoutRoute, ordersRoutes } from '../modules/orders/orders.rest';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.rest';
import { adminRoutes } from '../modules/admin/admin.rest';
import { supportRoutes } from '../modules/support/support.rest';
import { trackingRoutes } from '../modules/tracking/tracking.rest';
import { waitlistExportRoutes } from '../modules/waitlist/waitlist-export.rest';
import { waitlistRoutes } from '../modules/waitlist/waitlist.rest';
import type { Services } from '../services';
import { requestContext } from './request-context';
import { apiTokensRoutes } from '../modules/integrations/api-tokens.rest';
import { mailRoutes } from '../modules/mail/mail.rest';
import { privacyRoutes } from '../modules/privacy/privacy.rest';
import { paymentRawRoutes, paymentRoutes } from '../modules/payments/payments.rest';
import { answerCompression } from './answer-compression';
import { REST_MOUNT } from './async-route';
import { apiNotFound, errorHandler } from './error-handler';
import { explorerRoutes } from './explorer';
import { healthRoutes } from './health';
import { csrfGuard, securityHeaders } from './security';
import { inlineScriptHashes } from './inline-scripts';
import { guestExecutor, loadServerEntry, type ServerEntry } from './server-render';
import { spaRoutes } from './spa';
import { graphqlMetricsContext } from '../observability/metrics/graphql-metrics';
import { invoicesRoutes } from '../modules/invoices/invoices.rest';

export interface AppHandle {
  app: Express;
  /** Express behind the signed-in lane (SIGNED_IN_LANE), or Express alone. */
  listener: RequestListener;
  /** The web app's server renderer; undefined when the web app is not built. */
  serverEntry: ServerEntry | undefined;
  stop(): Promise<void>;
}

/** Set by the server when a graceful shutdown begins: /readyz answers 503 from then on. */
export interface Lifecycle {
  shuttingDown: boolean;
}

export async function createApp(
  config: Config,
  db: Database,
  services: Services,
  lifecycle: Lifecycle = { shuttingDown: false },
): Promise<AppHandle> {
  const app = express();
  // Before the first route: `/API/…` must not reach the `/api` handlers under another spelling.
  app.enable('case sensitive routing');
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger());
  const headers = securityHeaders(inlineScriptHashes(config.webDistDir));
  app.use(headers);
  app.use(healthRoutes(db, lifecycle));

  const schema = await buildApiSchema();
  const manifest = loadTrustedDocuments(config.trustedDocumentsFile);
  const apollo = createApolloServer(schema, {
    introspection: config.graphqlIntrospection,
    metrics: config.metricsPort !== undefined,
  });
  await apollo.start();

  const compress = answerCompression();
  const json = express.json({ limit: '1mb' });
  const session = sessionMiddleware(config, db);

  // Providers' webhooks are verified on the raw bytes: before any JSON parser (and the CSRF guard:
  // a provider is a cross-site caller, its proof is the signature).
  app.use(REST_MOUNT, paymentRawRoutes(services));
  app.use(REST_MOUNT, compress, json, csrfGuard, session, requestContext(services, 'rest'));
  app.use(REST_MOUNT, loginRedirectRoutes(), accountsRoutes(), catalogRoutes(), cartRoutes());
  app.use(REST_MOUNT, supportRoutes(), waitlistRoutes(), trackingRoutes(), adminRoutes());
  app.use(REST_MOUNT, apiTokensRoutes(), mailRoutes(), privacyRoutes());
  app.use(REST_MOUNT, checkoutRoutes(), ordersRoutes(), subscriptionsRoutes(), paymentRoutes());
  app.use(REST_MOUNT, orderExportRoutes(), waitlistExportRoutes(), invoicesRoutes());
  app.use(REST_MOUNT, apiNotFound);
  // Inside the mount, so a failed route's request line and metrics keep the template's `/api`.
  app.use(REST_MOUNT, errorHandler);

  app.use(explorerRoutes(config));
  app.use(
    '/graphql',
    compress,
    json,
    session,
    requestContext(services, 'graphql'),
    apiTokenSkipsCsrfPrevention,
    trustedDocuments(manifest, config.graphqlTrustedDocuments),
    tokenLimit(MAX_TOKENS),
    ...(config.metricsPort !== undefined ? [graphqlMetricsContext] : []),
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx }),
  );

  const serverEntry = loadServerEntry(config);
  app.use(spaRoutes(config, serverEntry && { entry: serverEntry, execute: guestExecutor(apollo, services) }));
  app.use(errorHandler);

  const lane =
    config.signedInLane &&
    signedInLane({
      schema,
      operations: laneOperations(schema, manifest, graphqlValidationRules(config.graphqlIntrospection)),
      restRoutes: [orderFromCheckoutRoute],
      services,
      sessionSecret: config.sessionSecret,
      trustProxy: config.trustProxy,
      readSession: sessionReader(db),
      securityHeaders: headers,
      compress,
    });
  return {
    app,
    listener: lane ? lane(app) : app,
    serverEntry,
    async stop() {
      await apollo.stop();
    },
  };
}
