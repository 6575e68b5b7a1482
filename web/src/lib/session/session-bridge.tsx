import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { useCart } from '../cart/use-cart';
import { useGuestCartMerge } from '../cart/use-guest-cart-merge';
import { publishSession, resetSession } from './session-store';

/**
 * Mounted once in the shell, inside the data layer: tells the session store who is signed in and
 * what the cart holds, and moves a guest cart into the account at sign-in. Renders nothing.
 */
export default function SessionBridge() {
  const { user, loading } = useAuth();
  const { totalQuantity } = useCart();
  useGuestCartMerge();

  useEffect(() => {
    publishSession({ user, loading, cartQuantity: totalQuantity });
  }, [user, loading, totalQuantity]);
  useEffect(() => resetSession, []);
  return null;
}
