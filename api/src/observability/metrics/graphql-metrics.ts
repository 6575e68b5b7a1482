import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { Kind, parse } from 'graphql';
import { Counter } from 'prom-client';

/**
 * `hometunnel_graphql_requests_total`: every /graphql request (fast-lane answers, requests refused
 * before Apollo, and those Apollo ran) by operation name, outcome and first error code. Only the
 * names of the trusted documents are labels; any other name, or none, is `other`, so a caller
 * cannot add series by inventing names.
 */
const requests = new Counter({
  name: 'hometunnel_graphql_requests_total',
  help: 'GraphQL requests by operation name (trusted documents, else "other"), outcome and first error code',
  labelNames: ['graphql_operation_name', 'outcome', 'error_code'] as const,
});

/** success: no errors; refused: stopped before execution (4xx); error: failed in execution or 5xx. */
export type GraphqlOutcome = 'success' | 'error' | 'refused';

const OTHER = 'other';
const NO_ERROR = 'none';
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

let trustedNames: ReadonlySet<string> = new Set();
let namesByHash: ReadonlyMap<string, string> = new Map();

/** The operation names (and hash → name) of the trusted documents: the only names used as labels. */
export function setTrustedOperations(manifest: ReadonlyMap<string, string>): void {
  const names = new Set<string>();
  const byHash = new Map<string, string>();
  for (const [hash, text] of manifest) {
    let name: string | undefined;
    try {
      const operation = parse(text).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      name = operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined;
    } catch {
      continue;
    }
    if (!name) continue;
    names.add(name);
    byHash.set(hash.replace(/^sha256:/, ''), name);
  }
  trustedNames = names;
  namesByHash = byHash;
}

interface GraphqlResult {
  name: string;
  outcome: GraphqlOutcome;
  code: string;
}

const RESULT = Symbol('metrics.graphqlResult');
const RESPONSE = Symbol('metrics.response');

interface MarkedResponse {
  [RESULT]?: GraphqlResult;
}

/** Apollo runs each operation with a shallow copy of the context: this property survives the copy. */
interface MarkedContext {
  [RESPONSE]?: MarkedResponse;
}

/**
 * Mounted before Apollo (METRICS_PORT set): lets the plugin below leave what it found on the
 * response, where the count reads it when the response closes.
 */
export function graphqlMetricsContext(req: { ctx?: object }, res: object, next: () => void): void {
  if (req.ctx) (req.ctx as MarkedContext)[RESPONSE] = res as MarkedResponse;
  next();
}

function errorCode(code: unknown): string {
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : 'INTERNAL_SERVER_ERROR';
}

/**
 * Leaves the result of an operation on its response for the count at close. `executed`: false when
 * the operation was refused before execution (parse, validation, limits).
 */
export function noteGraphqlResult(
  res: object,
  operationName: string | null | undefined,
  errors: readonly { extensions?: Record<string, unknown> }[] | undefined,
  executed: boolean,
): void {
  const failed = errors !== undefined && errors.length > 0;
  (res as MarkedResponse)[RESULT] = {
    name: operationName && trustedNames.has(operationName) ? operationName : OTHER,
    outcome: !failed ? 'success' : executed ? 'error' : 'refused',
    code: failed ? errorCode(errors[0].extensions?.code) : NO_ERROR,
  };
}

const hooks = {
  async willSendResponse(rc: GraphQLRequestContextWillSendResponse<object>): Promise<void> {
    const { body } = rc.response;
    const res = (rc.contextValue as MarkedContext)[RESPONSE];
    if (res === undefined) return;
    const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
    // Without a resolved operation Apollo never executed it.
    noteGraphqlResult(res, rc.operationName, errors, rc.operation !== undefined);
  },
};

/** Notes what Apollo made of the request; the count itself happens when the response closes. */
export const graphqlMetricsPlugin: ApolloServerPlugin<object> = {
  async requestDidStart() {
    return hooks;
  },
};

/**
 * Counts a finished /graphql request. `fastLaneKey`: the public cache answered it from memory (its
 * key is `gql <hash> …`, see http/public-cache-requests.ts). Refusals before Apollo leave their
 * code in `res.locals.graphqlErrorCode` (trusted documents, token limit); others count by status.
 */
export function countGraphqlRequest(res: ServerResponse, fastLaneKey?: string): void {
  if (fastLaneKey !== undefined) {
    const name = namesByHash.get(fastLaneKey.slice(4, fastLaneKey.indexOf(' ', 4))) ?? OTHER;
    requests.labels(name, 'success', NO_ERROR).inc();
    return;
  }
  const result = (res as MarkedResponse)[RESULT];
  const status = res.statusCode;
  if (result !== undefined) {
    // A 5xx answer with only "client" codes is still a failure of ours.
    requests.labels(result.name, status >= 500 ? 'error' : result.outcome, result.code).inc();
    return;
  }
  const refusal = (res as { locals?: { graphqlErrorCode?: unknown } }).locals?.graphqlErrorCode;
  if (status >= 500) requests.labels(OTHER, 'error', `HTTP_${status}`).inc();
  else if (status >= 400)
    requests.labels(OTHER, 'refused', refusal ? errorCode(refusal) : `HTTP_${status}`).inc();
  else requests.labels(OTHER, 'success', NO_ERROR).inc();
}
