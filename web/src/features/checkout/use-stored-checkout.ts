import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountValues, CheckoutValues } from './checkout-schema';
import {
  loadCheckoutState,
  newCheckoutState,
  storeCheckoutState,
  storedValues,
  type CheckoutState,
} from './checkout-state';

type Secret = Pick<AccountValues, 'password' | 'confirmPassword'>;

/**
 * This tab's checkout as sessionStorage keeps it, and the password beside it in memory only.
 * `draft` takes what a step's form holds right now: stored at once (a reload keeps it), shown
 * elsewhere on the page (the running summary, the step guard) a moment later, so typing does not
 * re-render the whole checkout on every key; `{ now: true }` (a step's Continue) applies it at once.
 */
export function useStoredCheckout({
  entry,
  onDetailsChanged,
}: {
  entry: boolean;
  onDetailsChanged: () => void;
}) {
  const [state, setState] = useState<CheckoutState>(() => {
    const stored = loadCheckoutState();
    // Coming in at /checkout after an order: a new checkout, with the details already known.
    return entry && stored.order ? newCheckoutState(stored.values) : stored;
  });
  const [secret, setSecret] = useState<Secret>({ password: '', confirmPassword: '' });

  useEffect(() => storeCheckoutState(state), [state]);

  const latest = useRef(state);
  latest.current = state;
  const changed = useRef(onDetailsChanged);
  changed.current = onDetailsChanged;
  const pending = useRef<{ values: CheckoutState['values']; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const commitDraft = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    setState((s) =>
      JSON.stringify(waiting.values) === JSON.stringify(s.values) ? s : { ...s, values: waiting.values },
    );
  }, []);
  useEffect(() => commitDraft, [commitDraft]);

  const draft = useCallback(
    (part: Partial<CheckoutValues>, { now = false } = {}) => {
      const { password, confirmPassword, ...rest } = part;
      if (password !== undefined || confirmPassword !== undefined)
        setSecret((s) =>
          s.password === (password ?? s.password) &&
          s.confirmPassword === (confirmPassword ?? s.confirmPassword)
            ? s
            : { password: password ?? s.password, confirmPassword: confirmPassword ?? s.confirmPassword },
        );
      const base = pending.current?.values ?? latest.current.values;
      const values = storedValues({ ...base, ...rest });
      if (JSON.stringify(values) === JSON.stringify(base) && !now) return;
      storeCheckoutState({ ...latest.current, values });
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { values, timer: setTimeout(commitDraft, 300) };
      if (now) commitDraft();
      const emailChanged = rest.email !== undefined && rest.email !== base.email;
      if (emailChanged || (rest.accountType !== undefined && rest.accountType !== base.accountType))
        changed.current();
    },
    [commitDraft],
  );

  return { state, setState, secret, draft };
}
