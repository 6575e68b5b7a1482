import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AvailabilityBadge } from '../../components/availability-badge';
import { MinusIcon, PlusIcon, TrashIcon } from '../../components/icons';
import type { CartLine } from '../../lib/cart/cart-rules';
import { useCartLineName } from '../../lib/cart/display-name';
import { useFormatMoney, useTranslateMessage } from '../../i18n';
import { cartMessages, lineTotalCents, MAX_QUANTITY, MIN_QUANTITY } from '@hometunnel/rules';

type Named = { name: string };
const quantityOf = defineMessage<Named>({ id: 'cart.line.quantity', defaultMessage: 'Quantity of {name}' });
const decrease = defineMessage<Named>({
  id: 'cart.line.decrease',
  defaultMessage: 'Decrease quantity of {name}',
});
const increase = defineMessage<Named>({
  id: 'cart.line.increase',
  defaultMessage: 'Increase quantity of {name}',
});
const remove = defineMessage<Named>({ id: 'cart.line.remove', defaultMessage: 'Remove {name}' });

/** One cart line: kind, name, unit price, the −/+ stepper (capped), line total and remove. */
export function CartLineRow({
  line,
  busy,
  onDecrease,
  onIncrease,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const translate = useTranslateMessage();
  const name = useCartLineName()(line.product);
  const atCap = line.quantity >= MAX_QUANTITY;
  return (
    <LineItem data-testid="cart-line" aria-busy={busy || undefined} aria-label={name} tabIndex={-1}>
      <LineThumb $kind={line.product.type} aria-hidden="true">
        {line.product.type === 'device' ? 'HW' : `${line.product.duration ?? 1}M`}
      </LineThumb>
      <LineMain>
        <LineName>{name}</LineName>
        <LinePrice>
          <FormattedMessage
            id="cart.line.unitPrice"
            defaultMessage="{price} each"
            values={{ price: formatMoney(line.product.price) }}
          />
        </LinePrice>
        {line.product.type === 'device' && <AvailabilityBadge availability={line.product.availability} />}
        <Stepper role="group" aria-label={intl.formatMessage(quantityOf, { name })}>
          <StepButton
            type="button"
            aria-label={intl.formatMessage(decrease, { name })}
            disabled={busy || line.quantity <= MIN_QUANTITY}
            onClick={onDecrease}
          >
            <MinusIcon size={16} />
          </StepButton>
          <Quantity aria-live="polite" data-testid="cart-line-quantity">
            {line.quantity}
          </Quantity>
          <StepButton
            type="button"
            aria-label={intl.formatMessage(increase, { name })}
            disabled={busy || atCap}
            onClick={onIncrease}
          >
            <PlusIcon size={16} />
          </StepButton>
        </Stepper>
        {atCap && <CapNote>{translate(cartMessages.quantityTooHigh)}</CapNote>}
      </LineMain>
      <LineSide>
        <LineTotal data-testid="cart-line-total">
          {formatMoney(lineTotalCents(line.product.price, line.quantity))}
        </LineTotal>
        <RemoveButton
          type="button"
          aria-label={intl.formatMessage(remove, { name })}
          disabled={busy}
          onClick={onRemove}
        >
          <TrashIcon size={18} />
        </RemoveButton>
      </LineSide>
    </LineItem>
  );
}

const LineItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 14px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const LineThumb = styled.span<{ $kind: string }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  font-size: 0.75rem;
  font-weight: 800;
  color: #fff;
  background: ${({ theme, $kind }) => ($kind === 'device' ? theme.gradients.brand : 'linear-gradient(135deg,#7c3aed,#2563eb)')};
`;

const LineMain = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const LineName = styled.p`
  font-weight: 650;
  color: ${({ theme }) => theme.colors.ink};
`;

const LinePrice = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stepper = styled.div`
  margin-top: 6px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  justify-self: start;
  padding: 3px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StepButton = styled.button`
  display: grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border-radius: 8px;
  border: 0;
  background: ${({ theme }) => theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.ink};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.4;
  }
`;

const CapNote = styled.p`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Quantity = styled.span`
  min-width: 28px;
  text-align: center;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
`;

const LineSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: space-between;
`;

const LineTotal = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  font-variant-numeric: tabular-nums;
`;

const RemoveButton = styled.button`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 8px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
`;
