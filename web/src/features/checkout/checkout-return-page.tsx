import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defineMessages, useIntl, type MessageTag } from 'react-intl';
import styled from 'styled-components';
import { clearGuestCart } from '../../apollo/guest-cart';
import { ButtonAnchor, ButtonLink } from '../../components/button';
import { CheckoutFrame } from './checkout-frame';
import { forgetStoredCheckout } from './checkout-storage';
import { bold } from './waitlist-step';
import { confirmReturn, readPaymentState, returnOutcome, type PaymentState } from './payment-state';

export const RETURN_TEXTS = defineMessages({
  paidTitle: { id: 'checkout.return.paidTitle', defaultMessage: 'Thank You for Your Payment' },
  pendingTitle: { id: 'checkout.return.pendingTitle', defaultMessage: 'Confirming Your Payment' },
  pending: {
    id: 'checkout.return.pending',
    defaultMessage: 'Your payment is being confirmed. This usually takes a few seconds.',
  },
  stillPending: {
    id: 'checkout.return.stillPending',
    defaultMessage:
      'We have not heard from the payment provider yet. We email you as soon as the payment is confirmed.',
  },
  failedTitle: { id: 'checkout.return.failedTitle', defaultMessage: 'Payment Not Completed' },
  failed: {
    id: 'checkout.return.failed',
    defaultMessage:
      'Your payment was not completed. Your cart is kept until the order is paid, so you can try again.',
  },
  unknown: { id: 'checkout.return.unknown', defaultMessage: 'We could not find this order.' },
  backToShop: { id: 'checkout.return.backToShop', defaultMessage: 'Back to the shop' },
  tryAgain: { id: 'checkout.return.tryAgain', defaultMessage: 'Try again' },
});

const orderTexts = defineMessages<{
  paid: { number: string; b: MessageTag };
  status: { number: string; status: string; b: MessageTag };
}>({
  paid: {
    id: 'checkout.return.paid',
    defaultMessage: 'Order <b>#{number}</b> is paid: a confirmation is on its way.',
  },
  status: { id: 'checkout.return.orderStatus', defaultMessage: 'Order <b>#{number}</b>: {status}' },
});

/** How often and how long the page asks again while the payment is being confirmed. */
const POLL_MS = 2000;
const POLL_TIMES = 10;

/**
 * /checkout/return: where Stripe, PayPal and the demo page send the buyer back. The shop confirms
 * with the provider and says what happened; paying empties the cart, a failed payment keeps it.
 */
export default function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const text = (key: keyof typeof RETURN_TEXTS) => intl.formatMessage(RETURN_TEXTS[key]);
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
        {failed && <p>{text('unknown')}</p>}
        {!failed && !state && <p>{text('pending')}</p>}
        {state && outcome === 'paid' && (
          <>
            <h1>{text('paidTitle')}</h1>
            <p>
              {intl.formatMessage(orderTexts.paid, {
                number: state.orderNumber,
                b: (chunks) => <strong data-testid="order-number">{chunks}</strong>,
              })}
            </p>
            <ButtonLink to="/" $variant="primary" $size="md">
              {text('backToShop')}
            </ButtonLink>
          </>
        )}
        {state && outcome === 'pending' && (
          <>
            <h1>{text('pendingTitle')}</h1>
            <p>
              {intl.formatMessage(orderTexts.status, {
                number: state.orderNumber,
                status: text(polls >= POLL_TIMES ? 'stillPending' : 'pending'),
                b: bold,
              })}
            </p>
          </>
        )}
        {state && outcome === 'failed' && (
          <>
            <h1>{text('failedTitle')}</h1>
            <p>{text('failed')}</p>
            {state.paymentUrl && state.status === 'pending' ? (
              <ButtonAnchor href={state.paymentUrl} $variant="primary" $size="md">
                {text('tryAgain')}
              </ButtonAnchor>
            ) : (
              <ButtonLink to="/checkout" $variant="primary" $size="md">
                {text('tryAgain')}
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
