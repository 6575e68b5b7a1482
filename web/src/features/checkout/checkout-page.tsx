import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { clearGuestCart, readGuestCart } from '../../apollo/guest-cart';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { CartIcon, CreditCardIcon, LockIcon, MailIcon, PackageIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { shopConfig } from '../../config/shop-config';
import { MeQuery, useAuth } from '../../lib/auth/use-auth';
import { CartQuery, MergeGuestCartMutation } from '../../lib/cart/cart-operations';
import type { CartLine } from '../../lib/cart/cart-rules';
import { storeCheckoutId } from '../../lib/tracking';
import { media } from '../../theme/theme';
import { beginCheckout, trackPurchase, trackStep, trackWaitlist } from './checkout-events';
import {
  CheckoutCountriesQuery,
  CheckoutQuoteQuery,
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
import { AccountStep, AddressStep, PersonalStep } from './checkout-steps';
import { OrderSummary, summaryFigures } from './order-summary';
import { CHECKOUT_STEPS, StepIndicator, type StepNumber } from './step-indicator';
import { primaryLine, useCheckoutCart } from './use-checkout-cart';

export const CHECKOUT_TOASTS = {
  cartEmpty: { title: 'Cart Empty', description: 'Please add items to your cart before checkout.' },
  saved: { title: 'Information Saved', description: 'Your checkout information has been saved.' },
  saveFailed: 'Failed to save checkout information. Please try again.',
  waitlistFailed: { title: 'Error', description: 'Failed to add you to the waitlist. Please try again.' },
} as const;

export const PAYMENT_OBLIGATION_TEXT =
  'By clicking one of the payment buttons below, you agree to purchase the selected items for the total amount shown.';

export const WAITLIST_DISCOUNT_EUR = 50;

type PaymentMethod = 'paypal' | 'stripe';
interface PlacedOrder {
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

/** /checkout: five steps, from personal details to the out-of-stock waitlist (spec section 2). */
export default function CheckoutPage() {
  const client = useApolloClient();
  const [params] = useSearchParams();
  const fresh = params.get('fresh') === 'true';
  const { user, loading: authLoading } = useAuth();
  const cart = useCheckoutCart();
  const lines = cart.lines;
  const countriesQuery = useQuery(CheckoutCountriesQuery);
  const countries = countriesQuery.data?.countries ?? [];

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

  /** After 'Create Account': the server has signed the buyer in; the app follows, keeping the cart. */
  const adoptNewSession = async () => {
    const guestItems = readGuestCart();
    let merged = guestItems.length === 0;
    if (!merged) {
      try {
        await client.mutate({
          mutation: MergeGuestCartMutation,
          variables: { items: guestItems.map(({ productId, quantity }) => ({ productId, quantity })) },
          update(cache, { data }) {
            if (data)
              cache.writeQuery({
                query: CartQuery,
                data: { __typename: 'Query', cart: data.mergeGuestCart.cart },
              });
          },
        });
        merged = true;
      } catch (error) {
        // The app-wide merge at sign-in tries again (and says so).
        console.error('Failed to move the guest cart into the new account', error);
      }
    } else {
      client.cache.evict({ fieldName: 'cart' });
    }
    const { data } = await client.query({ query: MeQuery, fetchPolicy: 'no-cache' });
    // In one go, so no view sees the new session with the old guest cart still there.
    if (merged) clearGuestCart();
    client.cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me: data?.me ?? null } });
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
          await adoptNewSession();
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

  if (!ready) return <PageSpinner label="Loading your checkout" />;

  const current = CHECKOUT_STEPS[step - 1];

  return (
    <Page>
      <Container>
        <Head>
          <h1>Checkout</h1>
          <p>
            <LockIcon size={16} aria-hidden="true" /> Secure checkout · Prices include VAT
          </p>
        </Head>
        {empty ? (
          <EmptyCard>
            <EmptyIcon aria-hidden="true">
              <CartIcon size={28} />
            </EmptyIcon>
            <h2>Your cart is empty</h2>
            <p>Please add items to your cart before checkout.</p>
            <ShopLink to="/#shop" $variant="primary" $size="md">
              Browse Devices
            </ShopLink>
          </EmptyCard>
        ) : (
          <>
            <Progress>
              <StepIndicator current={step} />
            </Progress>
            <StepCard aria-labelledby={titleId} $wide={step >= 4}>
              <StepHeading>
                <StepNumberTag>
                  Step {step} of {CHECKOUT_STEPS.length}
                </StepNumberTag>
                <h2 id={titleId} ref={headingRef} tabIndex={-1}>
                  {current.title}
                </h2>
              </StepHeading>

              {step === 1 && (
                <PersonalStep
                  initialValues={{
                    // A signed-in buyer starts with what the account already knows.
                    firstName: values.firstName || user?.firstName || '',
                    lastName: values.lastName || user?.lastName || '',
                    email: values.email || user?.email || '',
                    phone: values.phone,
                  }}
                  onSubmit={onPersonal}
                  titleId={titleId}
                />
              )}
              {step === 2 && (
                <AccountStep
                  initialValues={{
                    accountType: values.accountType,
                    password: values.password,
                    confirmPassword: values.confirmPassword,
                  }}
                  onSubmit={onAccount}
                  onBack={() => goTo(1)}
                  titleId={titleId}
                  signedInEmail={user?.email}
                />
              )}
              {step === 3 && (
                <AddressStep
                  initialValues={{
                    street: values.street,
                    city: values.city,
                    postalCode: values.postalCode,
                    country: values.country,
                  }}
                  onSubmit={onAddress}
                  onBack={() => goTo(2)}
                  titleId={titleId}
                  countries={countries}
                  countriesLoading={countriesQuery.loading}
                  countriesFailed={!!countriesQuery.error && countries.length === 0}
                />
              )}
              {step === 4 && (
                <SummaryStep
                  lines={lines}
                  values={values}
                  countries={countries}
                  paying={paying}
                  onPay={(method) => void pay(method)}
                  onBack={() => goTo(3)}
                />
              )}
              {step === 5 && (
                <WaitlistStep
                  email={values.email.trim()}
                  order={order}
                  joined={joined}
                  joining={joining}
                  onJoin={() => void join()}
                  onBack={() => goTo(4)}
                />
              )}
            </StepCard>
          </>
        )}
      </Container>
    </Page>
  );
}

type Country = { code: string; name: string; vatRate: string };

/** Step 4 'Order Summary': the server's figures, who and where, and the payment obligation. */
function SummaryStep({
  lines,
  values,
  countries,
  paying,
  onPay,
  onBack,
}: {
  lines: CartLine[];
  values: CheckoutValues;
  countries: readonly Country[];
  paying: PaymentMethod | null;
  onPay: (method: PaymentMethod) => void;
  onBack: () => void;
}) {
  const country = countries.find((c) => c.code === values.country);
  const quote = useQuery(CheckoutQuoteQuery, {
    variables: {
      country: values.country || null,
      items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    },
    skip: lines.length === 0,
    fetchPolicy: 'network-only',
  });
  const figures = summaryFigures({
    quote: quote.data?.checkoutQuote,
    failed: !!quote.error,
    lines,
    country,
  });
  const obligationId = useId();

  return (
    <SummaryLayout>
      <OrderSummary lines={lines} figures={figures} />
      <InfoBlocks>
        <InfoBlock aria-label="Customer information">
          <h3>Customer Information</h3>
          <p>
            {values.firstName.trim()} {values.lastName.trim()}
          </p>
          <p>{values.email.trim()}</p>
          <p>{values.phone.trim()}</p>
        </InfoBlock>
        <InfoBlock aria-label="Shipping address">
          <h3>Shipping Address</h3>
          <p>{values.street.trim()}</p>
          <p>
            {values.postalCode.trim()} {values.city.trim()}
          </p>
          <p>{country?.name ?? values.country}</p>
        </InfoBlock>
      </InfoBlocks>
      <Obligation aria-labelledby={obligationId}>
        <h3 id={obligationId}>Order with Payment Obligation</h3>
        <p>{PAYMENT_OBLIGATION_TEXT}</p>
      </Obligation>
      <PayActions>
        <Button variant="outline" size="lg" onClick={onBack} disabled={!!paying}>
          Back
        </Button>
        <PayButtons>
          <Button
            size="lg"
            onClick={() => onPay('paypal')}
            disabled={!!paying}
            aria-busy={paying === 'paypal' || undefined}
          >
            Pay with PayPal
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => onPay('stripe')}
            disabled={!!paying}
            aria-busy={paying === 'stripe' || undefined}
          >
            <CreditCardIcon size={18} aria-hidden="true" />
            Pay with Credit Card
          </Button>
        </PayButtons>
      </PayActions>
    </SummaryLayout>
  );
}

/** Step 5: the device is out of stock; the buyer can join the waitlist (50 EUR off when it is back). */
function WaitlistStep({
  email,
  order,
  joined,
  joining,
  onJoin,
  onBack,
}: {
  email: string;
  order: PlacedOrder | null;
  joined: boolean;
  joining: boolean;
  onJoin: () => void;
  onBack: () => void;
}) {
  return (
    <Waitlist>
      <WaitIcon aria-hidden="true">
        <PackageIcon size={30} />
      </WaitIcon>
      <p className="lead">
        Thank you for your order! Our devices are so popular that they are currently out of stock, and no
        payment has been taken.
      </p>
      {order && (
        <p>
          Your order <strong>#{order.id.slice(0, 8)}</strong> is recorded as pending.
        </p>
      )}
      <DiscountNote>
        <MailIcon size={20} aria-hidden="true" />
        <span>
          Join the waitlist and we will email <strong>{email}</strong> as soon as it is back in stock, with a{' '}
          <strong>{WAITLIST_DISCOUNT_EUR} EUR discount</strong> on your order.
        </span>
      </DiscountNote>
      {joined && <p role="status">You are on the waitlist. We will be in touch soon.</p>}
      <PayActions>
        <Button variant="outline" size="lg" onClick={onBack} disabled={joining}>
          Back
        </Button>
        <Button size="lg" onClick={onJoin} disabled={joining || joined}>
          {joining ? 'Joining...' : joined ? 'On the Waitlist' : 'Join Waitlist'}
        </Button>
      </PayActions>
    </Waitlist>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.layout.headerHeight + 32}px 0 80px;
  background: ${({ theme }) => theme.gradients.soft};
  min-height: 80vh;
  ${media.md} {
    padding-top: ${({ theme }) => theme.layout.headerHeight + 48}px;
  }
`;

const Head = styled.div`
  max-width: 880px;
  margin: 0 auto 24px;
  display: grid;
  gap: 6px;
  text-align: center;
  h1 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem);
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Progress = styled.div`
  max-width: 720px;
  margin: 0 auto 28px;
`;

const StepCard = styled.section<{ $wide: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  max-width: ${({ $wide }) => ($wide ? '880px' : '720px')};
  margin: 0 auto;
  padding: 22px 18px;
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.sm} {
    padding: 32px;
  }
`;

const StepHeading = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 22px;
  h2 {
    font-size: 1.4rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: 4px;
  }
`;

const StepNumberTag = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const SummaryLayout = styled.div`
  display: grid;
  gap: 24px;
`;

const InfoBlocks = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const InfoBlock = styled.section`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgMuted};
  overflow-wrap: anywhere;
  h3 {
    font-size: 0.95rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: 6px;
  }
  p {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.95rem;
  }
`;

const Obligation = styled.section`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warningSoft};
  background: #fffbeb;
  h3 {
    font-size: 1rem;
    font-weight: 700;
    color: #92400e;
    margin-bottom: 4px;
  }
  p {
    color: #78350f;
    font-size: 0.92rem;
  }
`;

const PayActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  button {
    width: 100%;
  }
  ${media.sm} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
    button {
      width: auto;
      min-width: 160px;
    }
  }
`;

const PayButtons = styled.div`
  display: grid;
  gap: 12px;
  ${media.sm} {
    display: flex;
  }
`;

const Waitlist = styled.div`
  display: grid;
  gap: 16px;
  .lead {
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.text};
  }
  [role='status'] {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;

const WaitIcon = styled.span`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const DiscountNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.ink};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const EmptyCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  padding: 40px 24px;
  display: grid;
  justify-items: center;
  gap: 12px;
  text-align: center;
  h2 {
    font-size: 1.4rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const ShopLink = styled(ButtonLink)`
  margin-top: 8px;
`;
