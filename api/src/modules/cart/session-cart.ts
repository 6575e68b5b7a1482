import type { CartItem } from './cart-item.entity';

/**
 * The signed-in user's cart lines as the session read of this request loaded them (auth/session
 * reads them in the same statement as the session row), so a GET /api/cart or a `cart` query
 * costs no second round trip. They are only right until the request writes, so the rule is built
 * in rather than left to callers:
 * - the request context gives a snapshot only to requests that cannot write (REST GET/HEAD, and
 *   GraphQL until the operation turns out to be a mutation: graphql/session-cart.ts discards it),
 *   and to a REST route that reads the cart before it writes anything (order placement:
 *   `readsCartFirst` in http/async-route.ts);
 * - `take()` hands the lines out once; a second read in the same request goes to the database;
 * - no cart write accepts a snapshot (CartService.list is its only reader).
 */
export class SessionCartSnapshot {
  #lines: readonly CartItem[] | undefined;

  constructor(lines?: readonly CartItem[]) {
    this.#lines = lines;
  }

  /** The lines, if still unspent and all of `userId`'s; after this call, never again. */
  take(userId: string): CartItem[] | undefined {
    const lines = this.#lines;
    this.#lines = undefined;
    return lines?.every((line) => line.userId === userId) ? [...lines] : undefined;
  }

  /** Forget the lines: this request may write. */
  discard(): void {
    this.#lines = undefined;
  }
}
