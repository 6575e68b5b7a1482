import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageTag } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/button';
import { CheckIcon, MailIcon, PackageIcon } from '../../components/icons';
import { PayActions, useBackLabel } from './step-form';
import type { PlacedOrder } from './checkout-state';

export const WAITLIST_DISCOUNT_EUR = 50;

const messages = defineMessages({
  /** Step 5's title: the spec's for an order with a device; a plan-only order has nothing out of stock. */
  planOnlyTitle: { id: 'checkout.waitlist.planOnlyTitle', defaultMessage: 'Thank You for Your Order' },
  planOnlyLead: {
    id: 'checkout.waitlist.planOnlyLead',
    defaultMessage:
      'Thank you for your order! Your plan is reserved and no payment has been taken yet: we will be in touch to complete the payment and activate it.',
  },
  deviceLead: {
    id: 'checkout.waitlist.deviceLead',
    defaultMessage:
      'Thank you for your order! Our devices are so popular that they are currently out of stock, and no payment has been taken.',
  },
  joined: {
    id: 'checkout.waitlist.joined',
    defaultMessage: 'You are on the waitlist. We will be in touch soon.',
  },
  backToShop: { id: 'checkout.waitlist.backToShop', defaultMessage: 'Back to Shop' },
  joining: { id: 'checkout.waitlist.joining', defaultMessage: 'Joining...' },
  onWaitlist: { id: 'checkout.waitlist.onWaitlist', defaultMessage: 'On the Waitlist' },
  join: { id: 'checkout.waitlist.join', defaultMessage: 'Join Waitlist' },
});

const notes = defineMessages<{
  recorded: { number: string; b: MessageTag };
  confirmationSent: { email: string };
  discount: { email: string; amount: number; b: MessageTag };
}>({
  recorded: {
    id: 'checkout.waitlist.recorded',
    defaultMessage: 'Your order <b>#{number}</b> is recorded as pending.',
  },
  confirmationSent: {
    id: 'checkout.waitlist.confirmationSent',
    defaultMessage: 'A confirmation was sent to {email}.',
  },
  discount: {
    id: 'checkout.waitlist.discount',
    defaultMessage:
      'Join the waitlist and we will email <b>{email}</b> as soon as it is back in stock, with a <b>{amount, number} EUR discount</b> on your order.',
  },
});

export const PLAN_ONLY_TITLE = messages.planOnlyTitle;

/** Rich-text tag for bold parts of a message. */
export const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * Step 5, the checkout's end. With a device: out of stock, the order is recorded and the buyer can
 * join the waitlist (50 EUR off when it is back). A plan-only order: recorded, nothing about stock.
 * Either way the order number and where the confirmation went. 'Back' leaves for the shop: the
 * order is placed, so the pay buttons are never offered again for this checkout. When the order
 * could not be made (spec: the flow still moves on), 'Back' returns to the summary to try again.
 */
export function WaitlistStep({
  email,
  order,
  deviceInCart,
  joined,
  joining,
  onJoin,
  onBack,
}: {
  email: string;
  order: PlacedOrder | null;
  deviceInCart: boolean;
  joined: boolean;
  joining: boolean;
  onJoin: () => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const backLabel = useBackLabel();
  const planOnly = order ? !order.hasDevice : !deviceInCart;
  const to = order?.email ?? email;
  // 'Join Waitlist' turns into a disabled 'On the Waitlist': focus goes to the confirmation.
  const joinedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (joined) joinedRef.current?.focus();
  }, [joined]);
  return (
    <Waitlist>
      <WaitIcon aria-hidden="true" $planOnly={planOnly}>
        {planOnly ? <CheckIcon size={30} strokeWidth={3} /> : <PackageIcon size={30} />}
      </WaitIcon>
      {planOnly ? (
        <p className="lead">{intl.formatMessage(messages.planOnlyLead)}</p>
      ) : (
        <p className="lead">{intl.formatMessage(messages.deviceLead)}</p>
      )}
      {order && (
        <OrderNote data-testid="order-confirmation">
          <span>{intl.formatMessage(notes.recorded, { number: order.id.slice(0, 8), b: bold })}</span>{' '}
          <span>{intl.formatMessage(notes.confirmationSent, { email: to })}</span>
        </OrderNote>
      )}
      {!planOnly && (
        <DiscountNote>
          <MailIcon size={20} aria-hidden="true" />
          <span>
            {intl.formatMessage(notes.discount, { email: to, amount: WAITLIST_DISCOUNT_EUR, b: bold })}
          </span>
        </DiscountNote>
      )}
      {joined && (
        <p role="status" tabIndex={-1} ref={joinedRef}>
          {intl.formatMessage(messages.joined)}
        </p>
      )}
      <PayActions>
        {order ? (
          <ButtonLink to="/" $variant="outline" $size="lg">
            {intl.formatMessage(messages.backToShop)}
          </ButtonLink>
        ) : (
          <Button variant="outline" size="lg" onClick={onBack} disabled={joining}>
            {backLabel}
          </Button>
        )}
        {!planOnly && (
          <Button size="lg" onClick={onJoin} disabled={joining || joined}>
            {intl.formatMessage(joining ? messages.joining : joined ? messages.onWaitlist : messages.join)}
          </Button>
        )}
      </PayActions>
    </Waitlist>
  );
}

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

const OrderNote = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const WaitIcon = styled.span<{ $planOnly: boolean }>`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 18px;
  background: ${({ theme, $planOnly }) => ($planOnly ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme, $planOnly }) => ($planOnly ? theme.colors.success : theme.colors.warning)};
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
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
