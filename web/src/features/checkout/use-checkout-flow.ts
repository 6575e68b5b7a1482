import { discountMessages, pagePath, type PaymentMethodName } from '@hometunnel/rules';
import { useLanguage } from '../../i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth/use-auth';
import { storeCheckoutId } from '../../lib/tracking';
import { adoptNewSession } from './adopt-new-session';
import { beginCheckout, trackPurchase, trackStep, trackWaitlist } from './checkout-events';
import { CheckoutCountriesQuery, JoinWaitlistMutation, SaveCheckoutMutation } from './checkout-operations';
import type { AccountValues, AddressValues, CheckoutValues, PersonalValues } from './checkout-schema';
import { detailsKey, storedValues } from './checkout-state';
import { useCheckoutToasts } from './checkout-toasts';
import { useEmptyCartNotice } from './empty-cart-card';
import { emptyCartAfterOrder, placeOrder } from './place-order';
import { hasDevice, primaryLine, useCheckoutCart } from './use-checkout-cart';
import { scrollToTop, useCheckoutSteps } from './use-checkout-steps';
import { useStoredCheckout } from './use-stored-checkout';
import { navigateTo } from './navigate-to';

export type PaymentMethod = PaymentMethodName;
export type { PlacedOrder } from './checkout-state';

/** The server's own message of a failed call (not a transport error's text). */
function serverMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message || undefined : undefined;
}

function errorCode(error: unknown): unknown {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
}

const DISCOUNT_REFUSALS: readonly string[] = Object.values(discountMessages);

/** The reason the server refused the order's discount code (the order was not placed), if that was it. */
function discountRefusal(error: unknown): string | null {
  const message = serverMessage(error);
  return errorCode(error) === 'BAD_USER_INPUT' && message && DISCOUNT_REFUSALS.includes(message)
    ? message
    : null;
}

/**
 * The checkout's state and its moves (spec section 2): the buyer's values (kept in sessionStorage
 * for this tab, the password in memory only), the step (in the URL), saving the checkout, paying
 * once, and joining the waitlist.
 */
export function useCheckoutFlow() {
  const client = useApolloClient();
  const language = useLanguage();
  const [params] = useSearchParams();
  const [fresh] = useState(() => params.get('fresh') === 'true');
  const { user, loading: authLoading } = useAuth();
  const cart = useCheckoutCart();
  const toasts = useCheckoutToasts();
  const lines = cart.lines;
  const countriesQuery = useQuery(CheckoutCountriesQuery);

  const [accountTaken, setAccountTaken] = useState(false);
  const { state, setState, secret, draft } = useStoredCheckout({
    entry: params.get('step') === null,
    onDetailsChanged: () => setAccountTaken(false),
  });
  const [paying, setPaying] = useState<PaymentMethod | null>(null);
  const [discountRefused, setDiscountRefused] = useState<string | null>(null);
  const [saveCheckout] = useMutation(SaveCheckoutMutation);
  const [joinWaitlist, { loading: joining }] = useMutation(JoinWaitlistMutation);

  const titleId = useId();
  const ready = !authLoading && !cart.loading;
  const order = state.order;
  const empty = ready && lines.length === 0 && order === null;
  const steps = useCheckoutSteps({ ready, state, context: { signedIn: !!user, ...secret } });
  const values: CheckoutValues = { ...state.values, ...secret };

  // The title is the route table's (seo/routes.ts), set by the shell.
  useEffect(() => scrollToTop(), []);

  // begin_checkout, once the cart is known (once per session unless fresh=true).
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !ready || lines.length === 0) return;
    begun.current = true;
    beginCheckout(client, lines, fresh);
  }, [client, ready, lines, fresh]);

  useEmptyCartNotice(empty);

  const onPersonal = (personal: PersonalValues) => {
    draft(personal, { now: true });
    trackStep(client, 1);
    steps.forward(2);
  };

  const onAccount = (account: AccountValues) => {
    draft(account, { now: true });
    setAccountTaken(false);
    trackStep(client, 2);
    steps.forward(3);
  };

  const save = (next: CheckoutValues, creating: boolean, productId: string, checkoutId: string | null) =>
    saveCheckout({
      variables: {
        input: {
          firstName: next.firstName.trim(),
          lastName: next.lastName.trim(),
          email: next.email.trim(),
          phone: next.phone.trim(),
          accountType: creating ? 'create' : 'guest',
          password: creating ? next.password : null,
          confirmPassword: creating ? next.confirmPassword : null,
          street: next.street.trim(),
          city: next.city.trim(),
          postalCode: next.postalCode.trim(),
          country: next.country,
          language,
          productId,
          checkoutId,
        },
      },
    });

  const onAddress = async (address: AddressValues) => {
    const next = { ...values, ...address };
    draft(address, { now: true });
    const line = primaryLine(lines);
    if (!line) {
      toasts.cartEmpty();
      return;
    }
    const creating = next.accountType === 'create' && !user;
    try {
      let result;
      try {
        result = await save(next, creating, line.product.id, state.checkoutId);
      } catch (error) {
        // The checkout saved earlier is gone (or is not this buyer's): save a new one.
        if (!state.checkoutId || errorCode(error) !== 'NOT_FOUND') throw error;
        result = await save(next, creating, line.product.id, null);
      }
      const saved = result.data?.saveCheckout;
      if (!saved) throw new Error('No checkout returned');
      setState((s) => ({ ...s, checkoutId: saved.id, savedKey: detailsKey(storedValues(next)) }));
      storeCheckoutId(saved.id);
      if (creating) {
        try {
          await adoptNewSession(client);
        } catch (error) {
          console.error('Failed to refresh the session after creating the account', error);
        }
      }
      toasts.saved();
      trackStep(client, 3);
      steps.forward(4);
    } catch (error) {
      if (creating && errorCode(error) === 'CONFLICT') {
        // The email has an account: say so where the email and password were typed.
        setAccountTaken(true);
        steps.back(2);
        return;
      }
      toasts.saveFailed(serverMessage(error));
    }
  };

  const pay = async (paymentMethod: PaymentMethod, discountCode: string | null = null) => {
    if (paying || state.order) return;
    setPaying(paymentMethod);
    setDiscountRefused(null);
    trackStep(client, 4);
    const bought = lines;
    try {
      const created = await placeOrder(client, {
        language,
        paymentMethod,
        checkoutId: state.checkoutId,
        idempotencyKey: state.attemptId,
        values: state.values,
        lines: bought,
        discountCode,
      });
      if (created) {
        console.info(`Order ${created.id} created`);
        const placed = {
          id: created.id,
          totalAmount: created.totalAmount,
          email: state.values.email.trim(),
          hasDevice: hasDevice(bought),
          productId: primaryLine(bought)?.product.id ?? null,
          bankTransfer: created.bankTransfer ?? null,
        };
        setState((s) => ({ ...s, paid: true, order: placed }));
        trackPurchase(client, created.id, created.totalAmount, bought);
        if (created.paymentUrl) {
          // To the provider's page; the cart stays until the order is paid (the return page says so).
          navigateTo(created.paymentUrl);
          return;
        }
        if (created.paymentStatus === 'PAID') {
          // Paid as placed (a code covered the whole price): the return page says so, as after a provider.
          await emptyCartAfterOrder(client);
          navigateTo(`${pagePath(language, '/checkout/return')}?order=${encodeURIComponent(created.id)}`);
          return;
        }
        // A bank transfer keeps the cart until the money arrives; the waitlist flow empties it now.
        if (!created.bankTransfer) await emptyCartAfterOrder(client);
      }
    } catch (error) {
      // A refused discount code placed no order: step 4 stays, with the reason under the field.
      const refusal = discountRefusal(error);
      if (refusal) {
        setDiscountRefused(refusal);
        return;
      }
      // The spec's flow still moves on to step 5; with no order made, step 4 stays open to retry.
      console.error('Failed to create the order', error);
    } finally {
      setPaying(null);
    }
    setState((s) => ({ ...s, paid: true }));
    steps.finish();
  };

  const join = async () => {
    const productId = order ? order.productId : primaryLine(lines)?.product.id;
    const email = (order?.email ?? values.email).trim();
    try {
      if (!productId) throw new Error('No product to wait for');
      const { data } = await joinWaitlist({ variables: { input: { email, productId, language } } });
      toasts.waitlistJoined(data?.joinWaitlist.message ?? '');
      setState((s) => ({ ...s, joined: true }));
      trackWaitlist(client, email, productId);
    } catch (error) {
      console.error('Failed to join the waitlist', error);
      toasts.waitlistFailed();
    }
  };

  const countries = countriesQuery.data?.countries ?? [];
  return {
    ready,
    empty,
    step: steps.step,
    forward: steps.forward,
    back: steps.back,
    headingRef: steps.headingRef,
    values,
    user,
    lines,
    countries,
    countriesLoading: countriesQuery.loading,
    countriesFailed: !!countriesQuery.error && countries.length === 0,
    order,
    paying,
    discountRefused,
    joined: state.joined,
    joining,
    accountTaken,
    titleId,
    draft,
    onPersonal,
    onAccount,
    onAddress,
    pay,
    join,
  };
}
