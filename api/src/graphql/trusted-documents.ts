import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import type { Actor } from '../common/actor';

/** hash ("sha256:<hex>") → document, as the web app's codegen emits it (persisted documents). */
export type TrustedDocumentManifest = ReadonlyMap<string, string>;

export function loadTrustedDocuments(file: string): TrustedDocumentManifest {
  const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const manifest = new Map<string, string>();
  for (const [hash, document] of entries) {
    manifest.set(hash, document);
    manifest.set(hash.replace(/^sha256:/, ''), document);
  }
  return manifest;
}

/** Admins (e.g. support staff in the explorer) and API tokens may send any operation. */
const mayRunAnyOperation = (actor: Actor): boolean =>
  actor.kind === 'integration' || (actor.kind === 'user' && actor.role === 'admin');

function graphqlError(res: Parameters<RequestHandler>[1], status: number, message: string, code: string) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * Resolves operations sent by hash (`documentId`, or Apollo's `extensions.persistedQuery`) to
 * their text from the manifest. With `enforce` on, guests and customers may run only those:
 * an arbitrary query text from them is refused before parsing.
 */
export function trustedDocuments(manifest: TrustedDocumentManifest, enforce: boolean): RequestHandler {
  return (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
    const extensions = body.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
    const hash = body.documentId ?? extensions?.persistedQuery?.sha256Hash;
    if (typeof hash === 'string') {
      const document = manifest.get(hash);
      if (!document) {
        return graphqlError(res, 400, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
      }
      body.query = document;
      res.locals.trustedDocument = true;
      delete body.documentId;
      if (extensions) delete extensions.persistedQuery;
      return next();
    }
    if (enforce && typeof body.query === 'string' && !mayRunAnyOperation(req.ctx.actor)) {
      return graphqlError(
        res,
        403,
        'Only trusted documents may be run: send the operation by its hash (documentId)',
        'TRUSTED_DOCUMENT_REQUIRED',
      );
    }
    next();
  };
}
