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
 * The API lists orders without an email filter: when the variables carry `email` but the
 * operation does not declare `$email` (the server ignores undeclared variables), the explorer
 * keeps only the rows of each top-level list whose `customerEmail` or `email` matches, and
 * reports every top-level list's row count under `extensions.explorer`.
 */
export function postProcess(result: GraphQLResult, params: FetcherParams): GraphQLResult {
  if (!isRecord(result.data)) return result;
  const variables = isRecord(params.variables) ? params.variables : {};
  const rawEmail = variables.email;
  const email =
    typeof rawEmail === 'string' && rawEmail.trim() !== '' && !/\$email\b/.test(params.query)
      ? rawEmail.trim().toLowerCase()
      : undefined;
  const data: Record<string, unknown> = {};
  const counts: Record<string, number> = {};
  const filtered: Record<string, string> = {};
  for (const [field, value] of Object.entries(result.data)) {
    if (!Array.isArray(value)) {
      data[field] = value;
      continue;
    }
    let rows = value;
    const emailKey = ['customerEmail', 'email'].find((key) =>
      value.some((row) => isRecord(row) && key in row),
    );
    if (email && emailKey) {
      rows = value.filter(
        (row) => isRecord(row) && typeof row[emailKey] === 'string' && row[emailKey].toLowerCase() === email,
      );
      filtered[field] = `${rows.length} of ${value.length} rows where ${emailKey} = ${email}`;
    } else if (email && value.length === 0) {
      filtered[field] = `0 of 0 rows (nothing to match ${email} against)`;
    }
    data[field] = rows;
    counts[field] = rows.length;
  }
  if (Object.keys(counts).length === 0) return result;
  const explorer: Record<string, unknown> = { counts };
  if (Object.keys(filtered).length > 0) explorer.filteredInTheBrowser = filtered;
  // The summary first: a long list would push it out of sight.
  return {
    extensions: { ...result.extensions, explorer },
    data,
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
    return postProcess(withHint(result as GraphQLResult, response.status), params);
  };
}
