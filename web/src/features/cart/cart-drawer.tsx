import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { CartIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import { checkoutHref } from '../../lib/cart/cart-totals';
import { useCart } from '../../lib/cart/use-cart';
import { focusElement } from '../../lib/focus';
import { errorMessage, isUnauthenticated } from '../../lib/graphql-errors';
import { useFormatMoney, useLocalizedNavigate, useTranslateMessage } from '../../i18n';
import { redirectToLogin } from '../../lib/navigation';
import { CartLineRow } from './cart-line-row';

const messages = defineMessages({
  unauthorized: { id: 'cart.drawer.unauthorized', defaultMessage: 'Unauthorized' },
  loggedOut: { id: 'cart.drawer.loggedOut', defaultMessage: 'You are logged out. Logging in again...' },
  error: { id: 'cart.drawer.error', defaultMessage: 'Error' },
  updateFailed: { id: 'cart.drawer.updateFailed', defaultMessage: 'Failed to update your cart.' },
  title: { id: 'cart.drawer.title', defaultMessage: 'Shopping Cart' },
  close: { id: 'cart.drawer.close', defaultMessage: 'Close cart' },
  lines: { id: 'cart.drawer.lines', defaultMessage: 'Cart items' },
});

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The 'Shopping Cart' drawer: lines with −/+ and remove, line totals, total and checkout. */
export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  const cart = useCart();
  const navigate = useLocalizedNavigate();
  const intl = useIntl();
  const translate = useTranslateMessage();
  const formatMoney = useFormatMoney();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const empty = cart.lines.length === 0;
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // A removed line takes its focused button with it: focus goes to the line that took its place
  // (else the one before it), or to 'Your cart is empty.'.
  const focusAfterRemove = useRef<{ lineId: string; index: number } | null>(null);

  useEffect(() => {
    const pending = focusAfterRemove.current;
    if (!pending || cart.lines.some((line) => line.id === pending.lineId)) return;
    focusAfterRemove.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="cart-line"]') ?? [];
    focusElement(rows.length > 0 ? rows[Math.min(pending.index, rows.length - 1)] : emptyRef.current);
  }, [cart.lines]);

  const run = async (lineId: string, action: () => Promise<void>) => {
    setBusyLine(lineId);
    try {
      await action();
    } catch (error) {
      focusAfterRemove.current = null;
      if (isUnauthenticated(error)) {
        toast({
          title: intl.formatMessage(messages.unauthorized),
          description: intl.formatMessage(messages.loggedOut),
          variant: 'destructive',
        });
        redirectToLogin();
        return;
      }
      toast({
        title: intl.formatMessage(messages.error),
        description: translate(errorMessage(error) ?? intl.formatMessage(messages.updateFailed)),
        variant: 'destructive',
      });
    } finally {
      setBusyLine(null);
    }
  };

  const proceed = () => {
    if (empty) return;
    const href = checkoutHref(cart.lines);
    onClose();
    navigate(href);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      placement="right"
      closeLabel={intl.formatMessage(messages.close)}
      testId="cart-drawer"
      footer={
        <Summary>
          <TotalRow>
            <span>
              <FormattedMessage id="cart.drawer.total" defaultMessage="Total" />
            </span>
            <strong data-testid="cart-total">{formatMoney(cart.totalCents)}</strong>
          </TotalRow>
          <Button size="lg" block disabled={empty} onClick={proceed}>
            <FormattedMessage id="cart.drawer.proceed" defaultMessage="Proceed to Checkout" />
          </Button>
        </Summary>
      }
    >
      {empty ? (
        <Empty ref={emptyRef} tabIndex={-1}>
          <EmptyIcon>
            <CartIcon size={28} />
          </EmptyIcon>
          <p>
            <FormattedMessage id="cart.drawer.empty" defaultMessage="Your cart is empty." />
          </p>
        </Empty>
      ) : (
        <Lines aria-label={intl.formatMessage(messages.lines)} ref={listRef}>
          {cart.lines.map((line, index) => (
            <CartLineRow
              key={line.id}
              line={line}
              busy={busyLine === line.id}
              onDecrease={() => run(line.id, () => cart.updateQuantity(line.id, line.quantity - 1))}
              onIncrease={() => run(line.id, () => cart.updateQuantity(line.id, line.quantity + 1))}
              onRemove={() => {
                focusAfterRemove.current = { lineId: line.id, index };
                void run(line.id, () => cart.removeItem(line.id));
              }}
            />
          ))}
        </Lines>
      )}
    </Dialog>
  );
}

const Lines = styled.ul`
  list-style: none;
  display: grid;
  gap: 12px;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Summary = styled.div`
  display: grid;
  gap: 14px;
`;

const TotalRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  font-size: 1.05rem;
  strong {
    font-size: 1.35rem;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
`;
