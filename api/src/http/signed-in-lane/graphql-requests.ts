import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import Negotiator from 'negotiator';
import proxyAddr from 'proxy-addr';
import { INTERNAL_ERROR_MESSAGE } from '../../common/app-error';
import { executeLaneOperation, type LaneOperation } from '../../graphql/lane-operations';
import { noteGraphqlResult } from '../../observability/metrics/graphql-metrics';
import type { Services } from '../../services';
import { persistedOperationBody } from '../persisted-operation-body';
import { GRAPHQL_PATH } from '../public-cache-requests';
import { contextForCaller } from '../request-context';
import {
  JSON_CONTENT_TYPE,
  noSessionControl,
  sendLaneAnswer,
  type LaneHttp,
  type LaneRequests,
} from './lane-answer';

const JSON_TYPES = [JSON_CONTENT_TYPE, 'application/graphql-response+json; charset=utf-8'];

interface AcceptedOperation {
  operation: LaneOperation;
  variables: Record<string, unknown> | undefined;
  contentType: string;
}

/**
 * A persisted trusted document made of lane fields (graphql/lane-operations.ts), posted as plain
 * JSON: the cart's operations and placing an order, executed with the same context, validation
 * rules, execution, error format, status and metrics as Apollo, without Apollo's request pipeline.
 */
export function graphqlRequests(
  schema: GraphQLSchema,
  operations: ReadonlyMap<string, LaneOperation>,
  services: Services,
  http: LaneHttp,
): LaneRequests<AcceptedOperation> {
  const trust = () => http.trustProxy;
  return {
    failureBody: `${JSON.stringify({
      errors: [{ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    })}\n`,
    accept(req: IncomingMessage, raw: Buffer) {
      const request = persistedOperationBody(raw);
      const operation = request && operations.get(request.hash);
      if (!operation) return undefined;
      if (request.operationName !== undefined && request.operationName !== operation.name) return undefined;
      // Apollo's choice of answer type; anything else (406, or multipart) is left to Apollo.
      const acceptHeader = req.headers.accept;
      const contentType =
        acceptHeader === undefined
          ? JSON_TYPES[0]
          : new Negotiator({ headers: { accept: acceptHeader } }).mediaType(JSON_TYPES);
      if (contentType === undefined) return undefined;
      return { operation, variables: request.variables, contentType };
    },

    async answer(req, res, { operation, variables, contentType }, read, started) {
      const contextValue = contextForCaller(services, {
        actor: read.actor,
        // A mutation writes: the lines read with the session are stale from its first resolver on.
        cartReadWithSession: operation.isMutation ? undefined : read.cart,
        activeRecently: read.activeRecently,
        session: noSessionControl,
        clientIp: proxyAddr(req, trust),
      });
      const result = await executeLaneOperation(schema, operation, variables, contextValue);
      if (!result) return false;
      noteGraphqlResult(res, operation.name, result.errors, true);
      sendLaneAnswer(
        http,
        req,
        res,
        {
          route: GRAPHQL_PATH,
          status: result.status,
          contentType,
          headers: result.retryAfter === undefined ? undefined : { 'Retry-After': result.retryAfter },
          body: result.body,
        },
        started,
      );
      return true;
    },
  };
}
