/**
 * The explorer's GraphQL fetcher: same-origin POSTs to /graphql with the session cookie and the
 * header Apollo's CSRF prevention asks for. Errors that are not GraphQL results (an HTML error
 * page, a network failure) come back as a GraphQL error, so GraphiQL shows them in its response
 * pane; a refusal for non-admins gets a hint on how to sign in.
 */
export interface FetcherParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export interface FetcherOpts {
  headers?: Record<string, unknown>;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

export const SIGN_IN_PATH = '/login?returnTo=/graphql';

const NON_ADMIN_HINT =
  `Only admins may send their own operations here: sign in as an admin at ${SIGN_IN_PATH} ` +
  '(other tools can use an API token with "Authorization: Bearer <token>").';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withHint(result: GraphQLResult, status: number): GraphQLResult {
  const codes = (result.errors ?? []).map((error) => error.extensions?.code);
  const refused =
    codes.includes('TRUSTED_DOCUMENT_REQUIRED') ||
    codes.includes('UNAUTHENTICATED') ||
    codes.includes('FORBIDDEN') ||
    status === 401 ||
    status === 403;
  if (!refused || !result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error, index) =>
      index === 0 ? { ...error, extensions: { ...error.extensions, hint: NON_ADMIN_HINT } } : error,
    ),
  };
}

/**
 * Reports every top-level list's row count under `extensions.explorer` (first, so a long list
 * does not push it out of sight): "how many?" is the question support staff ask most. A connection
 * counts the items on its page (its totalCount, when asked, is all of them).
 */
export function postProcess(result: GraphQLResult): GraphQLResult {
  if (!isRecord(result.data)) return result;
  const counts: Record<string, number> = {};
  for (const [field, value] of Object.entries(result.data)) {
    if (Array.isArray(value)) counts[field] = value.length;
    else if (isRecord(value) && Array.isArray(value.edges)) counts[field] = value.edges.length;
  }
  if (Object.keys(counts).length === 0) return result;
  return {
    extensions: { ...result.extensions, explorer: { counts } },
    data: result.data,
    ...(result.errors ? { errors: result.errors } : {}),
  };
}

export function createExplorerFetcher(url = '/graphql') {
  return async (params: FetcherParams, opts?: FetcherOpts): Promise<GraphQLResult> => {
    const extraHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(opts?.headers ?? {})) {
      if (value !== undefined && value !== null) extraHeaders[name] = String(value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/graphql-response+json, application/json',
          ...extraHeaders,
          'Content-Type': 'application/json',
          'apollo-require-preflight': 'true',
        },
        body: JSON.stringify(params),
      });
    } catch (error) {
      return { errors: [{ message: `The API could not be reached: ${(error as Error).message}` }] };
    }
    const text = await response.text();
    let result: unknown;
    try {
      result = JSON.parse(text);
    } catch {
      result = undefined;
    }
    if (!isRecord(result) || (!('data' in result) && !('errors' in result))) {
      const excerpt = text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300);
      return withHint(
        {
          errors: [
            { message: `HTTP ${response.status} ${response.statusText}: ${excerpt || '(empty answer)'}` },
          ],
        },
        response.status,
      );
    }
    return postProcess(withHint(result as GraphQLResult, response.status));
  };
}
