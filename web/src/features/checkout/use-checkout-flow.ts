import { cartMessages, type PaymentMethodName } from '@hometunnel/rules';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../components/toast';
import { shopConfig } from '../../config/shop-config';
import { useAuth } from '../../lib/auth/use-auth';
import type { CartLine } from '../../lib/cart/cart-rules';
import { storeCheckoutId } from '../../lib/tracking';
import { adoptNewSession } from './adopt-new-session';
import { beginCheckout, trackPurchase, trackStep, trackWaitlist } from './checkout-events';
import {
  CheckoutCountriesQuery,
  CreateOrderFromCheckoutMutation,
  JoinWaitlistMutation,
  SaveCheckoutMutation,
} from './checkout-operations';
import {
  emptyCheckout,
  type AccountValues,
  type AddressValues,
  type CheckoutValues,
  type PersonalValues,
} from './checkout-schema';
import type { StepNumber } from './step-indicator';
import { primaryLine, useCheckoutCart } from './use-checkout-cart';

export const CHECKOUT_TOASTS = {
  cartEmpty: { title: cartMessages.emptyCartTitle, description: cartMessages.emptyCart },
  saved: { title: 'Information Saved', description: 'Your checkout information has been saved.' },
  saveFailed: 'Failed to save checkout information. Please try again.',
  waitlistFailed: { title: 'Error', description: 'Failed to add you to the waitlist. Please try again.' },
} as const;

export type PaymentMethod = PaymentMethodName;
export interface PlacedOrder {
  id: string;
  totalAmount: string;
}

/** The server's own message of a failed call (not a transport error's text). */
function serverMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message || undefined : undefined;
}

function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  } catch {
    // Environments without scrolling (tests) have nothing to do.
  }
}

/**
 * The checkout's state and its moves (spec section 2): the buyer's values, the current step (with
 * scroll and focus on each change), saving the checkout, paying and joining the waitlist.
 */
export function useCheckoutFlow() {
  const client = useApolloClient();
  const [params] = useSearchParams();
  const fresh = params.get('fresh') === 'true';
  const { user, loading: authLoading } = useAuth();
  const cart = useCheckoutCart();
  const lines = cart.lines;
  const countriesQuery = useQuery(CheckoutCountriesQuery);

  const [step, setStep] = useState<StepNumber>(1);
  const [values, setValues] = useState<CheckoutValues>(emptyCheckout);
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [orderLines, setOrderLines] = useState<CartLine[]>([]);
  const [paying, setPaying] = useState<PaymentMethod | null>(null);
  const [joined, setJoined] = useState(false);
  const [saveCheckout] = useMutation(SaveCheckoutMutation);
  const [joinWaitlist, { loading: joining }] = useMutation(JoinWaitlistMutation);

  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const ready = !authLoading && !cart.loading;
  const empty = ready && lines.length === 0 && order === null;

  useEffect(() => {
    document.title = `Checkout · ${shopConfig.brandName}`;
    scrollToTop();
  }, []);

  // On each step change: back to the top, and focus on the new step's heading.
  useLayoutEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    scrollToTop();
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const goTo = useCallback((next: StepNumber) => {
    stepChanged.current = true;
    setStep(next);
  }, []);

  // begin_checkout, once the cart is known (once per session unless fresh=true).
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !ready || lines.length === 0) return;
    begun.current = true;
    beginCheckout(client, lines, fresh);
  }, [client, ready, lines, fresh]);

  const emptyNotified = useRef(false);
  useEffect(() => {
    if (!empty || emptyNotified.current) return;
    emptyNotified.current = true;
    toast({ ...CHECKOUT_TOASTS.cartEmpty, variant: 'destructive' });
  }, [empty]);

  const onPersonal = (personal: PersonalValues) => {
    setValues((v) => ({ ...v, ...personal }));
    trackStep(client, 1);
    goTo(2);
  };

  const onAccount = (account: AccountValues) => {
    setValues((v) => ({ ...v, ...account }));
    trackStep(client, 2);
    goTo(3);
  };

  const onAddress = async (address: AddressValues) => {
    const next = { ...values, ...address };
    setValues(next);
    const line = primaryLine(lines);
    if (!line) {
      toast({ ...CHECKOUT_TOASTS.cartEmpty, variant: 'destructive' });
      return;
    }
    const creating = next.accountType === 'create' && !user;
    try {
      const { data } = await saveCheckout({
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
            productId: line.product.id,
          },
        },
      });
      const saved = data?.saveCheckout;
      if (!saved) throw new Error('No checkout returned');
      setCheckoutId(saved.id);
      storeCheckoutId(saved.id);
      if (creating) {
        try {
          await adoptNewSession(client);
        } catch (error) {
          console.error('Failed to refresh the session after creating the account', error);
        }
      }
      toast(CHECKOUT_TOASTS.saved);
      trackStep(client, 3);
      goTo(4);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? CHECKOUT_TOASTS.saveFailed,
        variant: 'destructive',
      });
    }
  };

  const pay = async (paymentMethod: PaymentMethod) => {
    if (paying) return;
    setPaying(paymentMethod);
    trackStep(client, 4);
    const bought = lines;
    try {
      const { data } = await client.mutate({
        mutation: CreateOrderFromCheckoutMutation,
        variables: {
          input: {
            paymentMethod,
            checkoutData: checkoutId
              ? { checkoutId }
              : {
                  personalDetails: {
                    firstName: values.firstName.trim(),
                    lastName: values.lastName.trim(),
                    email: values.email.trim(),
                    phone: values.phone.trim(),
                  },
                  addressDetails: {
                    street: values.street.trim(),
                    city: values.city.trim(),
                    postalCode: values.postalCode.trim(),
                    country: values.country,
                  },
                },
            cartItems: bought.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          },
        },
        update(cache, { data: result }) {
          const created = result?.createOrderFromCheckout;
          if (!created) return;
          const ref = cache.identify(created);
          if (!ref) return;
          // The account's order list (when loaded) shows the new order at once, newest first.
          cache.modify({
            fields: {
              myOrders(existing: readonly Reference[] = [], { readField }) {
                return existing.some((r) => readField('id', r) === created.id)
                  ? existing
                  : [{ __ref: ref }, ...existing];
              },
            },
          });
        },
      });
      const created = data?.createOrderFromCheckout;
      if (created) {
        console.info(`Order ${created.id} created`);
        setOrder({ id: created.id, totalAmount: created.totalAmount });
        setOrderLines(bought);
        trackPurchase(client, created.id, created.totalAmount, bought);
      }
    } catch (error) {
      // The order is only recorded for follow-up; the buyer still moves on to the waitlist.
      console.error('Failed to create the order', error);
    } finally {
      setPaying(null);
    }
    goTo(5);
  };

  const join = async () => {
    const productId = primaryLine(orderLines.length ? orderLines : lines)?.product.id;
    const email = values.email.trim();
    try {
      if (!productId) throw new Error('No product to wait for');
      const { data } = await joinWaitlist({ variables: { input: { email, productId } } });
      toast({ title: 'Added to Waitlist!', description: data?.joinWaitlist.message ?? '' });
      setJoined(true);
      trackWaitlist(client, email, productId);
    } catch (error) {
      console.error('Failed to join the waitlist', error);
      toast({ ...CHECKOUT_TOASTS.waitlistFailed, variant: 'destructive' });
    }
  };

  const countries = countriesQuery.data?.countries ?? [];
  return {
    ready,
    empty,
    step,
    goTo,
    values,
    user,
    lines,
    countries,
    countriesLoading: countriesQuery.loading,
    countriesFailed: !!countriesQuery.error && countries.length === 0,
    order,
    paying,
    joined,
    joining,
    titleId,
    headingRef,
    onPersonal,
    onAccount,
    onAddress,
    pay,
    join,
  };
}
