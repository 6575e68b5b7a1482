import { isPlainObject } from '../common/plain-object';

/** A POST /graphql body that asks for a trusted document by its hash, read apart. */
export interface PersistedOperationBody {
  body: Record<string, unknown>;
  /** The document's hash, hex, without `sha256:`. */
  hash: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
  extensions: Record<string, unknown> | undefined;
  persistedQuery: Record<string, unknown> | undefined;
}

/**
 * Reads a JSON body that names its document by hash (`documentId`, or Apollo's
 * `extensions.persistedQuery.sha256Hash`) with a string operation name and object variables, if
 * any; undefined for anything else (which Express and Apollo then answer).
 */
export function persistedOperationBody(raw: Buffer): PersistedOperationBody | undefined {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPlainObject(body)) return undefined;
  const { operationName, variables, extensions, documentId } = body;
  if (extensions !== undefined && !isPlainObject(extensions)) return undefined;
  const persistedQuery = extensions?.persistedQuery;
  if (persistedQuery !== undefined && !isPlainObject(persistedQuery)) return undefined;
  const hash = documentId ?? persistedQuery?.sha256Hash;
  if (typeof hash !== 'string') return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return undefined;
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return undefined;
  return {
    body,
    hash: hash.startsWith('sha256:') ? hash.slice('sha256:'.length) : hash,
    operationName: operationName ?? undefined,
    variables: variables ?? undefined,
    extensions,
    persistedQuery,
  };
}
