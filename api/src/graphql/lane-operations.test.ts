import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { AppError } from '../common/app-error';
import { logger } from '../common/logger';
import { serviceUnavailable } from '../db/unavailable';
import { SessionCartSnapshot } from '../modules/cart/session-cart';
import type { RequestContext } from '../request-context';
import { graphqlValidationRules } from './apollo';
import { executeLaneOperation, laneOperations, type LaneOperation } from './lane-operations';
import { buildApiSchema } from './schema';
import { loadTrustedDocuments } from './trusted-documents';

const manifest = loadTrustedDocuments(
  path.resolve(__dirname, '../../../web/src/gql/persisted-documents.json'),
);
let schema: GraphQLSchema;
let byName: Map<string, LaneOperation>;

beforeAll(async () => {
  // The masked failure below is logged as it should be; not into the test output.
  logger.level = 'silent';
  schema = await buildApiSchema();
  byName = new Map(
    [...laneOperations(schema, manifest, graphqlValidationRules('staff')).values()].map((op) => [
      op.name,
      op,
    ]),
  );
});

/** A context whose cart read fails with `error`. */
function failingCart(error: Error): RequestContext {
  return {
    actor: { kind: 'user', userId: '00000000-0000-4000-8000-000000000001', email: 'a@b.c', role: 'customer' },
    sessionCart: new SessionCartSnapshot(),
    services: { cart: { list: () => Promise.reject(error) } },
  } as unknown as RequestContext;
}

describe('lane operations', () => {
  it('are the web app cart documents and its order placement only, mutations marked', () => {
    expect([...byName.keys()].sort()).toEqual([
      'AddToCart',
      'Cart',
      'ClearCart',
      'CreateOrderFromCheckout',
      'MergeGuestCart',
      'RemoveCartItem',
      'UpdateCartItem',
    ]);
    expect(byName.get('Cart')?.isMutation).toBe(false);
    expect(byName.get('AddToCart')?.isMutation).toBe(true);
    expect(byName.get('CreateOrderFromCheckout')?.isMutation).toBe(true);
  });

  it('answer 503 with Retry-After when the database is away, as Apollo does', async () => {
    const result = await executeLaneOperation(
      schema,
      byName.get('Cart')!,
      undefined,
      failingCart(serviceUnavailable()),
    );
    expect(result?.status).toBe(503);
    expect(result?.retryAfter).toBe('2');
    expect(JSON.parse(result!.body).errors[0].extensions).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: 2,
    });
  });

  it('mask an unexpected failure, and keep a service error with its code and message', async () => {
    const masked = await executeLaneOperation(
      schema,
      byName.get('Cart')!,
      undefined,
      failingCart(new Error('SELECT secret')),
    );
    expect(masked?.status).toBe(200);
    expect(masked?.body).not.toContain('secret');
    expect(JSON.parse(masked!.body)).toEqual({
      errors: [
        {
          message: 'Something went wrong on our side. Please try again.',
          path: ['cart'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
      data: null,
    });
    const refused = await executeLaneOperation(
      schema,
      byName.get('Cart')!,
      undefined,
      failingCart(new AppError('UNAUTHENTICATED', 'Unauthorized')),
    );
    expect(JSON.parse(refused!.body).errors[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('leave refused variables to Apollo: nothing runs', async () => {
    const result = await executeLaneOperation(
      schema,
      byName.get('AddToCart')!,
      { productId: 1, quantity: 'x' },
      failingCart(new Error('ran')),
    );
    expect(result).toBeUndefined();
  });
});
