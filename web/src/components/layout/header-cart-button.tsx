import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSession } from '../../lib/session/session-store';
import { CART_BUTTON_ID } from '../../lib/focus';
import { CartIcon } from '../icons';

/** The cart button with its item count; `onIntent` (hover or focus) can preload the drawer. */
export function HeaderCartButton({ onOpen, onIntent }: { onOpen: () => void; onIntent?: () => void }) {
  const { cartQuantity: totalQuantity } = useSession();
  const cartLabel = useIntl().formatMessage(
    {
      id: 'layout.header.cartButton',
      defaultMessage: 'Open cart, {count, plural, one {# item} other {# items}}',
    },
    { count: totalQuantity },
  );
  return (
    <Button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={cartLabel}
      id={CART_BUTTON_ID}
      data-testid="cart-button"
    >
      <CartIcon size={20} />
      {totalQuantity > 0 && (
        <CartBadge aria-hidden="true" data-testid="cart-badge">
          {totalQuantity}
        </CartBadge>
      )}
    </Button>
  );
}

const Button = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const CartBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  box-shadow: 0 0 0 2px #fff;
`;
