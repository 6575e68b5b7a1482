import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { AppError } from '../common/app-error';

/**
 * Nothing loads from another origin: the shop works offline behind a firewall. Inline scripts run
 * only when their hash is listed (`inlineScripts`, from http/inline-scripts.ts).
 */
export const securityHeaders = (inlineScripts: readonly string[] = []): ReturnType<typeof helmet> =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        // styled-components injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * No body and no Content-Type: what `fetch(url, { method: 'POST' })` or `curl -X POST` sends for
 * actions that take no input (sign-out, "Request Admin Access"). A form always sends a
 * Content-Type, even with no fields, so it is never bare.
 */
function isBareRequest(req: Request): boolean {
  const length = req.get('content-length');
  return (
    req.get('content-type') === undefined &&
    req.get('transfer-encoding') === undefined &&
    (length === undefined || length === '0')
  );
}

/**
 * The browser says the request comes from another origin than this host (or from an opaque one,
 * `null`); no Origin header says nothing, and passes.
 */
export function isCrossSite(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * CSRF protection for the cookie-authenticated REST routes: state-changing requests must come
 * from our own origin (when the browser says where from) and POSTs must be JSON, which a
 * cross-site form cannot send without a CORS preflight we never grant, or carry nothing at all.
 */
export const csrfGuard: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  if (isCrossSite(req.get('origin'), req.get('host'))) {
    return next(new AppError('FORBIDDEN', 'Cross-site request refused'));
  }
  if (req.method === 'POST' && !req.is('application/json') && !isBareRequest(req)) {
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json'));
  }
  next();
};
