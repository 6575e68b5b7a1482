import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyWithData } from '../../apollo/data-layer';
import { readGuestCart, subscribeGuestCart, type GuestCartItem } from '../../apollo/guest-cart';
import { maybeSignedIn, useSession } from '../../lib/session/session-store';
import { useHydrated } from '../../lib/use-hydrated';
import { CheckoutFrame, CheckoutLoading } from './checkout-frame';
import { hasPlacedOrder } from './checkout-storage';
import { EmptyCartCard, useEmptyCartNotice } from './empty-cart-card';

const loadCheckoutPage = () => import('./checkout-page');
const CheckoutPage = lazyWithData(loadCheckoutPage);

const NO_ITEMS: GuestCartItem[] = [];

/**
 * Whether this visitor may have something to check out: a guest cart, an order this tab made (its
 * confirmation), or a session, as the data layer knows it or else as the page hints it.
 */
function mayHaveCheckout(guestItems: readonly GuestCartItem[], session: ReturnType<typeof useSession>) {
  if (guestItems.length > 0 || hasPlacedOrder()) return true;
  return session.loading ? maybeSignedIn() : session.isAuthenticated;
}

// The checkout's code and the data layer start loading as soon as this route's code runs, beside
// the page's hydration, when the visitor will most likely need them.
if (typeof window !== 'undefined' && (readGuestCart().length > 0 || maybeSignedIn() || hasPlacedOrder()))
  void loadCheckoutPage().catch(() => {});

/**
 * /checkout. The server renders it loading. In the browser, a visitor signed out for certain (no
 * session cookie, never signed in here) with an empty guest cart and no order in this tab sees the
 * empty cart at once, without the checkout's code or a call to the API; anyone else gets the
 * checkout itself (./checkout-page.tsx), which then loads with the data layer and stays.
 */
export default function CheckoutRoute() {
  const hydrated = useHydrated();
  const guestItems = useSyncExternalStore(subscribeGuestCart, readGuestCart, () => NO_ITEMS);
  const session = useSession();
  const [checkout, setCheckout] = useState(false);
  if (hydrated && !checkout && mayHaveCheckout(guestItems, session)) setCheckout(true);
  const empty = hydrated && !checkout;
  useEmptyCartNotice(empty);

  if (!hydrated) return <CheckoutLoading />;
  if (empty)
    return (
      <CheckoutFrame>
        <EmptyCartCard />
      </CheckoutFrame>
    );
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <CheckoutPage />
    </Suspense>
  );
}
