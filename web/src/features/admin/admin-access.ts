import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { errorCode } from '../../lib/graphql-errors';
import { redirectToLogin } from '../../lib/navigation';
import { useAuth } from '../../lib/auth/use-auth';

/** Spec section 9: admin screens redirect to sign-in after 1000 ms, to / after 2000 ms on a 403. */
export const ADMIN_LOGIN_REDIRECT_MS = 1000;
export const ACCESS_DENIED_REDIRECT_MS = 2000;

/** The states of every admin screen, in the spec's order of precedence. */
export type AdminAccessState = 'loading' | 'unauthenticated' | 'forbidden' | 'error' | 'ready';

export interface AdminQueryState {
  loading: boolean;
  error?: unknown;
  /** True once the screen has something to show (current or previous data). */
  hasData: boolean;
}

/** Pure: which state a screen is in, given the auth check and the screen's admin query. */
export function adminAccessState(
  auth: { loading: boolean; signedIn: boolean },
  query: AdminQueryState,
): AdminAccessState {
  if (auth.loading) return 'loading';
  if (!auth.signedIn) return 'unauthenticated';
  const code = query.error ? errorCode(query.error) : undefined;
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'FORBIDDEN') return 'forbidden';
  if (query.error && !query.hasData) return 'error';
  if (!query.hasData) return 'loading';
  return 'ready';
}

/**
 * The screen's state plus its side effects (spec sections 6 and 8): signed out → toast
 * 'Authentication Required' and a full-page redirect to sign-in after 1000 ms; a 403 → toast
 * 'Access Denied' and a redirect to / after 2000 ms. `cancelRedirect` stops a pending redirect
 * (the visitor chose to request admin access instead).
 */
export function useAdminAccess(query: AdminQueryState): {
  state: AdminAccessState;
  cancelRedirect: () => void;
} {
  const { user, loading: authLoading } = useAuth();
  const state = adminAccessState({ loading: authLoading, signedIn: !!user }, query);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelRedirect = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (state === 'unauthenticated') {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to access admin panel',
        variant: 'destructive',
      });
      timer.current = redirectToLogin(ADMIN_LOGIN_REDIRECT_MS, `${pathname}${search}`);
    } else if (state === 'forbidden') {
      toast({
        title: 'Access Denied',
        description: "You don't have admin privileges to view this page",
        variant: 'destructive',
      });
      timer.current = setTimeout(() => navigate('/'), ACCESS_DENIED_REDIRECT_MS);
    }
    return cancelRedirect;
    // Fires once per state change; the path is read when the state is entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  return { state, cancelRedirect };
}
