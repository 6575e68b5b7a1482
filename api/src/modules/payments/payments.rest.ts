import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { paymentMessages } from '@hometunnel/rules';
import { badInput } from '../../common/app-error';
import { asPlainObject } from '../../common/plain-object';
import { pathParam, route } from '../../http/async-route';
import type { Services } from '../../services';
import { demoPage, demoSetupPage } from './demo/demo-page';

/**
 * Routes that must see the raw request: providers' webhooks (signatures are over the exact bytes)
 * and the demo page's form. Mounted BEFORE the /api JSON parser and CSRF guard (create-app.ts):
 * a provider is a cross-site caller by nature, and its proof is the signature.
 */
export function paymentRawRoutes(services: Services): Router {
  const router = Router();
  const raw = express.raw({ type: 'application/json', limit: '1mb' });
  for (const provider of ['stripe', 'paypal'] as const) {
    router.post(`/payments/${provider}/webhook`, raw, (req: Request, res: Response, next: NextFunction) => {
      if (!Buffer.isBuffer(req.body)) return next(badInput(paymentMessages.badSignature));
      services.payments
        .webhook(provider, { body: req.body, header: (name) => req.get(name) })
        .then((outcome) => res.status(200).json({ received: true, outcome }), next);
    });
  }

  const form = express.urlencoded({ extended: false, limit: '4kb' });
  router.get('/payments/demo/:orderId', (req, res, next) => {
    services.payments.demoPage(pathParam(req, 'orderId')).then(({ state, token, savesCard, returnTo }) => {
      res.type('html').send(demoPage(state, token, services.payments.brandName, savesCard, returnTo));
    }, next);
  });
  router.post('/payments/demo/:orderId', form, (req, res, next) => {
    const body = asPlainObject(req.body) ?? {};
    const action = body.action === 'pay' || body.action === 'pay_declining' ? body.action : 'decline';
    services.payments
      .demoButton(pathParam(req, 'orderId'), body.token, action)
      .then(({ returnTo }) => res.redirect(303, returnTo), next);
  });

  // The demo card setup page: its link and its form carry the token the shop signed for it.
  router.get('/payments/demo/setup/:subscriptionId', (req, res, next) => {
    try {
      const { demo, setup } = services.payments.demoSetup(pathParam(req, 'subscriptionId'), req.query);
      res.type('html').send(demoSetupPage(setup, demo.setupToken(setup), services.payments.brandName));
    } catch (error) {
      next(error);
    }
  });
  router.post('/payments/demo/setup/:subscriptionId', form, (req, res, next) => {
    services.payments
      .demoSetupButton(pathParam(req, 'subscriptionId'), asPlainObject(req.body) ?? {})
      .then((id) => res.redirect(303, `/account/subscriptions/${encodeURIComponent(id)}?card=updated`), next);
  });
  return router;
}

/** The return page's JSON calls (ordinary /api routes). */
export function paymentRoutes(): Router {
  const router = Router();
  // The buyer is back from the provider: confirm (Stripe's session, PayPal's capture), answer the state.
  router.post(
    '/payments/return',
    route(async (ctx, req) => {
      const body = asPlainObject(req.body) ?? {};
      const query = Object.fromEntries(
        Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
      );
      return ctx.services.payments.returnFrom(body.order, query);
    }),
  );
  router.get(
    '/payments/orders/:id',
    route(async (ctx, req) => ctx.services.payments.state(pathParam(req, 'id'))),
  );
  router.get(
    '/payments/methods',
    route(async (ctx) => ({ methods: ctx.services.payments.sellingMethods })),
  );
  return router;
}
