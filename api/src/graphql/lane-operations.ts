import {
  execute,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import type { RequestContext } from '../request-context';
import { unavailableRetryAfter } from './apollo';
import { formatError } from './format-error';
import type { TrustedDocumentManifest } from './trusted-documents';

/**
 * Root fields whose resolvers read only the caller, its session's cart lines, the client's address
 * (the lane reads it as Express does: proxy-addr with the same trust), the services and the
 * loaders: never the session itself (sign-in, sign-out). Only operations made of these may run on
 * the signed-in lane (http/signed-in-lane/): the cart's, and placing an order.
 */
const LANE_ROOT_FIELDS = new Set([
  '__typename',
  'cart',
  'addToCart',
  'updateCartItem',
  'removeCartItem',
  'clearCart',
  'mergeGuestCart',
  'createOrderFromCheckout',
]);

/** A trusted document, parsed and validated once, that the lane may execute. */
export interface LaneOperation {
  name: string;
  document: DocumentNode;
  isMutation: boolean;
}

/** What an execution answers, as Apollo would have answered it. */
export interface LaneResult {
  status: number;
  retryAfter?: string;
  /** Apollo's body: `{"errors":…,"data":…}` and a newline. */
  body: string;
  errors: readonly GraphQLFormattedError[] | undefined;
}

/** The document's operation when it holds exactly one (and any fragments). */
function onlyOperation(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length === 1 ? operations[0] : undefined;
}

/**
 * The trusted documents (keyed by their hash without `sha256:`) that pass every validation rule
 * Apollo applies and are made only of lane fields; Apollo keeps answering every other one.
 */
export function laneOperations(
  schema: GraphQLSchema,
  manifest: TrustedDocumentManifest,
  rules: readonly ValidationRule[],
): ReadonlyMap<string, LaneOperation> {
  const operations = new Map<string, LaneOperation>();
  for (const [hash, text] of manifest) {
    if (hash.startsWith('sha256:')) continue;
    const document = parse(text);
    const operation = onlyOperation(document);
    if (!operation?.name || operation.operation === 'subscription') continue;
    const fields = operation.selectionSet.selections;
    const laneOnly = fields.every(
      (selection) => selection.kind === Kind.FIELD && LANE_ROOT_FIELDS.has(selection.name.value),
    );
    if (!laneOnly || validate(schema, document, [...specifiedRules, ...rules]).length > 0) continue;
    operations.set(hash, {
      name: operation.name.value,
      document,
      isMutation: operation.operation === 'mutation',
    });
  }
  return operations;
}

/** Apollo's error shape: a GraphQLError's JSON with a code (INTERNAL_SERVER_ERROR when it has none). */
function formatted(error: GraphQLError): GraphQLFormattedError {
  const json = error.toJSON();
  return formatError(
    { ...json, extensions: { ...json.extensions, code: json.extensions?.code ?? 'INTERNAL_SERVER_ERROR' } },
    error,
  );
}

/**
 * Executes a lane operation with already-accepted variables; `undefined` when the variables are
 * refused before any resolver ran (Apollo then answers, with its 400).
 */
export async function executeLaneOperation(
  schema: GraphQLSchema,
  operation: LaneOperation,
  variables: Record<string, unknown> | undefined,
  contextValue: RequestContext,
): Promise<LaneResult | undefined> {
  const result = await execute({
    schema,
    document: operation.document,
    variableValues: variables,
    contextValue,
  });
  if (!('data' in result) || result.data === undefined) return undefined;
  const errors = result.errors?.map(formatted);
  const retryAfter = unavailableRetryAfter(errors);
  return {
    status: retryAfter === undefined ? 200 : 503,
    retryAfter,
    body: `${JSON.stringify({ errors, data: result.data })}\n`,
    errors,
  };
}
