import { readFileSync } from 'node:fs';
import type { Request, RequestHandler } from 'express';
import { isStaff } from './introspection';
import { isPlainObject } from '../common/plain-object';

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

function graphqlError(res: Parameters<RequestHandler>[1], status: number, message: string, code: string) {
  // Apollo never sees this request: the metrics read the code here (observability/metrics).
  res.locals.graphqlErrorCode = code;
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

interface PersistedQueryExtensions {
  persistedQuery?: { sha256Hash?: unknown };
  [key: string]: unknown;
}

/** One operation as a transport carries it: a POST body, or a GET query string. */
interface OperationFields {
  documentId: unknown;
  extensions: PersistedQueryExtensions | undefined;
  hasQuery: boolean;
  /** Replaces the operation by the manifest's document, removing the hash fields. */
  resolve(document: string): void;
}

function bodyFields(body: Record<string, unknown>): OperationFields {
  const extensions = body.extensions as PersistedQueryExtensions | undefined;
  return {
    documentId: body.documentId,
    extensions,
    hasQuery: body.query !== undefined && body.query !== null,
    resolve(document) {
      body.query = document;
      delete body.documentId;
      if (extensions) delete extensions.persistedQuery;
    },
  };
}

/**
 * Apollo reads a GET operation from the raw query string (`query`, `extensions` as JSON), not from
 * `req.query`: the resolved document is written back into `req.url`.
 */
function queryStringFields(req: Request): OperationFields {
  const at = req.url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : req.url.slice(at + 1));
  let extensions: PersistedQueryExtensions | undefined;
  try {
    const parsed = JSON.parse(params.get('extensions') ?? 'null') as unknown;
    if (isPlainObject(parsed)) extensions = parsed as PersistedQueryExtensions;
  } catch {
    extensions = undefined; // Apollo answers malformed extensions itself
  }
  return {
    documentId: params.get('documentId') ?? undefined,
    extensions,
    hasQuery: params.has('query'),
    resolve(document) {
      params.set('query', document);
      params.delete('documentId');
      if (extensions) {
        delete extensions.persistedQuery;
        params.set('extensions', JSON.stringify(extensions));
      }
      req.url = `${at === -1 ? req.url : req.url.slice(0, at)}?${params.toString()}`;
    },
  };
}

/**
 * Resolves operations sent by hash (`documentId`, or Apollo's `extensions.persistedQuery`) to
 * their text from the manifest, over POST and GET alike. With `enforce` on, guests and customers
 * may run only those: an arbitrary query text from them is refused before parsing, whichever
 * transport carries it (GET was once let through, introspection included).
 */
export function trustedDocuments(manifest: TrustedDocumentManifest, enforce: boolean): RequestHandler {
  return (req, res, next) => {
    let fields: OperationFields;
    if (req.method === 'GET' || req.method === 'HEAD') {
      fields = queryStringFields(req);
    } else {
      const body = req.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
      fields = bodyFields(body);
    }
    const hash = fields.documentId ?? fields.extensions?.persistedQuery?.sha256Hash;
    if (typeof hash === 'string') {
      const document = manifest.get(hash);
      if (!document) {
        return graphqlError(res, 400, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
      }
      fields.resolve(document);
      res.locals.trustedDocument = true;
      return next();
    }
    if (enforce && fields.hasQuery && !isStaff(req.ctx.actor)) {
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
