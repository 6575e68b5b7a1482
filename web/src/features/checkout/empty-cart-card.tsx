import { cartMessages } from '@hometunnel/rules';
import { defineMessages, useIntl } from 'react-intl';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { CartIcon } from '../../components/icons';
import { useTranslateMessage } from '../../i18n';
import { useCheckoutToasts } from './checkout-toasts';

const messages = defineMessages({
  title: { id: 'checkout.emptyCart.title', defaultMessage: 'Your cart is empty' },
  browse: { id: 'checkout.emptyCart.browse', defaultMessage: 'Browse Devices' },
});

/**
 * Says so once, as a toast, when the checkout finds the cart empty: when the browser is next idle
 * (at most half a second on), since the card says it already and the page's own start comes first.
 * A cart that fills meanwhile (a merge after signing in) cancels it.
 */
export function useEmptyCartNotice(empty: boolean): void {
  const notified = useRef(false);
  const toasts = useCheckoutToasts();
  useEffect(() => {
    if (!empty || notified.current) return;
    const show = () => {
      notified.current = true;
      toasts.cartEmpty();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [empty, toasts]);
}

/** What the checkout shows instead of the steps when there is nothing to buy. */
export function EmptyCartCard() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  return (
    <EmptyCard>
      <EmptyIcon aria-hidden="true">
        <CartIcon size={28} />
      </EmptyIcon>
      <h2>{intl.formatMessage(messages.title)}</h2>
      <p>{translate(cartMessages.emptyCart)}</p>
      <ShopLink to="/#shop" $variant="primary" $size="md">
        {intl.formatMessage(messages.browse)}
      </ShopLink>
    </EmptyCard>
  );
}

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
