import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { clearGuestCart } from '../../apollo/guest-cart';
import { ButtonAnchor, ButtonLink } from '../../components/button';
import { CheckoutFrame } from './checkout-frame';
import { forgetStoredCheckout } from './checkout-storage';
import { confirmReturn, readPaymentState, returnOutcome, type PaymentState } from './payment-state';

export const RETURN_TEXTS = {
  paidTitle: 'Thank You for Your Payment',
  paid: 'a confirmation is on its way',
  pendingTitle: 'Confirming Your Payment',
  pending: 'Your payment is being confirmed. This usually takes a few seconds.',
  stillPending:
    'We have not heard from the payment provider yet. We email you as soon as the payment is confirmed.',
  failedTitle: 'Payment Not Completed',
  failed: 'Your payment was not completed. Your cart is kept until the order is paid, so you can try again.',
  unknown: 'We could not find this order.',
} as const;

/** How often and how long the page asks again while the payment is being confirmed. */
const POLL_MS = 2000;
const POLL_TIMES = 10;

/**
 * /checkout/return: where Stripe, PayPal and the demo page send the buyer back. The shop confirms
 * with the provider and says what happened; paying empties the cart, a failed payment keeps it.
 */
export default function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const cancelled = params.get('cancelled') === '1';
  const [state, setState] = useState<PaymentState | null>(null);
  const [failed, setFailed] = useState(false);
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    let live = true;
    confirmReturn(params).then(
      (answer) => live && setState(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [params]);

  const outcome = state ? returnOutcome(state, cancelled) : null;

  useEffect(() => {
    if (outcome === 'paid') clearGuestCart();
    // The order ended unpaid: the next checkout is a new order (the stored one is done).
    if (outcome === 'failed' && state?.status === 'cancelled') forgetStoredCheckout();
    if (outcome !== 'pending' || !state || polls >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      readPaymentState(state.orderId).then(
        (answer) => {
          setState(answer);
          setPolls((n) => n + 1);
        },
        () => setPolls((n) => n + 1),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [outcome, state, polls]);

  return (
    <CheckoutFrame>
      <Card aria-live="polite">
        {failed && <p>{RETURN_TEXTS.unknown}</p>}
        {!failed && !state && <p>{RETURN_TEXTS.pending}</p>}
        {state && outcome === 'paid' && (
          <>
            <h1>{RETURN_TEXTS.paidTitle}</h1>
            <p>
              Order <strong data-testid="order-number">#{state.orderNumber}</strong> is paid:{' '}
              {RETURN_TEXTS.paid}.
            </p>
            <ButtonLink to="/" $variant="primary" $size="md">
              Back to the shop
            </ButtonLink>
          </>
        )}
        {state && outcome === 'pending' && (
          <>
            <h1>{RETURN_TEXTS.pendingTitle}</h1>
            <p>
              Order <strong>#{state.orderNumber}</strong>:{' '}
              {polls >= POLL_TIMES ? RETURN_TEXTS.stillPending : RETURN_TEXTS.pending}
            </p>
          </>
        )}
        {state && outcome === 'failed' && (
          <>
            <h1>{RETURN_TEXTS.failedTitle}</h1>
            <p>{RETURN_TEXTS.failed}</p>
            {state.paymentUrl && state.status === 'pending' ? (
              <ButtonAnchor href={state.paymentUrl} $variant="primary" $size="md">
                Try again
              </ButtonAnchor>
            ) : (
              <ButtonLink to="/checkout" $variant="primary" $size="md">
                Try again
              </ButtonLink>
            )}
          </>
        )}
      </Card>
    </CheckoutFrame>
  );
}

const Card = styled.section`
  display: grid;
  gap: 16px;
  max-width: 40rem;
  margin: 0 auto;
  h1 {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.ink};
  }
`;
