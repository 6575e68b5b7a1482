import { useSyncExternalStore } from 'react';
import type { UserProfileFragment } from '../../gql/graphql';

/**
 * Who is signed in and how many items the cart holds, for the parts of every page that hydrate
 * before the data layer (Apollo) has loaded: the header and the home route. The session bridge
 * (./session-bridge.tsx), mounted inside the data layer, keeps it in step with Apollo's answers.
 * Until then it holds what the server rendered: the signed-out look and an empty cart badge.
 */
export interface SessionSnapshot {
  user: UserProfileFragment | null;
  /** True until the first answer to `me`. */
  loading: boolean;
  cartQuantity: number;
}

const INITIAL: SessionSnapshot = { user: null, loading: true, cartQuantity: 0 };

let snapshot = INITIAL;
const listeners = new Set<() => void>();

/** A hint (never a credential) that this browser was signed in, so the data layer loads at once. */
const SIGNED_IN_HINT_KEY = 'signed-in-hint';

/** True when this browser was signed in the last time the session was known. */
function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the hint only saves a moment.
  }
}

/**
 * Whether the page's request carried a session cookie (the server marks the root element: the
 * cookie is httpOnly). Without one the visitor is signed out for certain.
 */
function hadSessionCookie(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute('data-session');
}

/** Someone may be signed in here: the server saw a session cookie, or this browser was signed in. */
export function maybeSignedIn(): boolean {
  return hadSessionCookie() || readHint();
}

export function publishSession(next: SessionSnapshot): void {
  if (
    next.user === snapshot.user &&
    next.loading === snapshot.loading &&
    next.cartQuantity === snapshot.cartQuantity
  )
    return;
  if (!next.loading) writeHint(!!next.user);
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Back to the server's view (the bridge unmounting). */
export function resetSession(): void {
  snapshot = INITIAL;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => snapshot;
const serverSnapshot = () => INITIAL;

const readSignedIn = () => !!snapshot.user;
const serverSignedIn = () => false;

/**
 * Only whether someone is signed in: a component using it re-renders when that changes, not when
 * the cart does (the home route, whose page holds islands still waiting to hydrate: an update
 * reaching them would make React render them again from scratch).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, serverSignedIn);
}

/** The session as the shell shows it; the same as the server's render while hydrating. */
export function useSession() {
  const { user, loading, cartQuantity } = useSyncExternalStore(subscribe, read, serverSnapshot);
  return { user, loading, isAuthenticated: !!user, cartQuantity };
}
