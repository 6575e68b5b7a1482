import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  allowedStep,
  stepFromParam,
  stepSearch,
  type CheckoutState,
  type StepContext,
} from './checkout-state';
import type { StepNumber } from './step-indicator';

function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  } catch {
    // Environments without scrolling (tests) have nothing to do.
  }
}

/** Set on the history entry a Continue pushes: the page's own Back can then be the browser's. */
interface StepHistoryState {
  checkoutFrom?: StepNumber;
}

/**
 * The checkout's step lives in the URL (`?step=`), so the browser's Back and Forward move between
 * steps and a reload stays on the step. A step that cannot be shown yet (a deep link, Forward after
 * an edit) is replaced by the first incomplete one; after the order, only step 5.
 */
export function useCheckoutSteps({
  ready,
  state,
  context,
}: {
  ready: boolean;
  state: CheckoutState;
  context: StepContext;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = stepFromParam(params.get('step'));
  const step = ready ? allowedStep(requested, state, context) : requested;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<StepNumber | null>(null);
  const { pathname } = location;
  const from = (location.state as StepHistoryState | null)?.checkoutFrom;

  useEffect(() => {
    if (ready && step !== requested) navigate({ pathname, search: stepSearch(step) }, { replace: true });
  }, [ready, step, requested, navigate, pathname]);

  // On each step change (Continue, Back, the browser's Back and Forward): to the top, and focus on
  // the new step's heading. Not on the first one: the page opens at the top already.
  useLayoutEffect(() => {
    if (!ready) return;
    const previous = shown.current;
    shown.current = step;
    if (previous === null || previous === step) return;
    scrollToTop();
    headingRef.current?.focus({ preventScroll: true });
  }, [ready, step]);

  /** Continue: a new history entry. */
  const forward = useCallback(
    (next: StepNumber) => {
      const historyState: StepHistoryState = { checkoutFrom: step };
      navigate({ pathname, search: stepSearch(next) }, { state: historyState });
    },
    [navigate, pathname, step],
  );

  /** The page's Back: the browser's own when the previous entry is that step, else a new entry. */
  const back = useCallback(
    (to: StepNumber) => {
      if (from === to) navigate(-1);
      else navigate({ pathname, search: stepSearch(to) });
    },
    [from, navigate, pathname],
  );

  /** After paying: step 5 takes the summary's place in the history. */
  const finish = useCallback(
    () => navigate({ pathname, search: stepSearch(5) }, { replace: true }),
    [navigate, pathname],
  );

  return { step, headingRef, forward, back, finish, entry: params.get('step') === null };
}

export { scrollToTop };
