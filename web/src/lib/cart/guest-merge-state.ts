import { useSyncExternalStore } from 'react';
import type { GuestCartItem } from '../../apollo/guest-cart';

/**
 * Whether a just-signed-in buyer's guest cart is still waiting for its merge. Until the merge
 * answers (with the server cart), reading the server cart could answer after it with the cart from
 * before, so the guest's own lines show. A merge that failed and kept the guest cart for a later
 * try stops the wait: the server cart shows again.
 */
let failedMergeOf: readonly GuestCartItem[] | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the merge when it gave up on `items` but kept them (a network failure). */
export function markGuestMergeFailed(items: readonly GuestCartItem[] | undefined): void {
  failedMergeOf = items;
  listeners.forEach((listener) => listener());
}

export function useGuestMergePending(
  isAuthenticated: boolean,
  guestItems: readonly GuestCartItem[],
): boolean {
  const failed = useSyncExternalStore(
    subscribe,
    () => failedMergeOf,
    () => undefined,
  );
  return isAuthenticated && guestItems.length > 0 && guestItems !== failed;
}
