/**
 * The guest cart: a JSON list in localStorage under `guest-cart`, items {id: 'guest-…', productId,
 * quantity}. A tiny external store (subscribe/getSnapshot) so React views re-render when it changes
 * in this tab (custom event) or in another tab (storage event).
 */
import { clampQuantity, MIN_QUANTITY } from '@hometunnel/rules';

export interface GuestCartItem {
  id: string;
  productId: string;
  quantity: number;
}

export const GUEST_CART_KEY = 'guest-cart';
const CHANGE_EVENT = 'guest-cart-change';

const EMPTY: GuestCartItem[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: GuestCartItem[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): GuestCartItem[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.flatMap((entry): GuestCartItem[] => {
      if (!entry || typeof entry !== 'object') return [];
      const { id, productId, quantity } = entry as Record<string, unknown>;
      if (typeof id !== 'string' || (typeof productId !== 'string' && typeof productId !== 'number'))
        return [];
      // A cart stored before the cap existed (or edited by hand) reads within the limits.
      const q = typeof quantity === 'number' ? clampQuantity(quantity) : MIN_QUANTITY;
      return [{ id, productId: String(productId), quantity: q }];
    });
  } catch {
    return EMPTY;
  }
}

/** The current items (same array instance while the stored text is unchanged). */
export function readGuestCart(): GuestCartItem[] {
  const raw = storage()?.getItem(GUEST_CART_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parse(raw);
  }
  return cachedItems;
}

export function writeGuestCart(items: GuestCartItem[]): void {
  const store = storage();
  if (!store) return;
  if (items.length === 0) store.removeItem(GUEST_CART_KEY);
  else store.setItem(GUEST_CART_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearGuestCart(): void {
  writeGuestCart([]);
}

export function subscribeGuestCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function newGuestItemId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return `guest-${random}`;
}
