import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../request-context';

/**
 * A mutation writes, so the cart lines the session read loaded are stale from its first resolver
 * on: they are discarded before any resolver runs (modules/cart/session-cart.ts).
 */
export const sessionCartOnlyForQueries: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (operation?.operation !== 'query') contextValue.sessionCart.discard();
      },
    };
  },
};
