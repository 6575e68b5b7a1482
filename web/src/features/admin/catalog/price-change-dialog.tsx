import styled from 'styled-components';
import { formatPrice, PRICE_NOTICE_DAYS } from '@hometunnel/rules';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';

export interface PriceChange {
  name: string;
  /** 'device' or 'subscription' (a plan). */
  type: string;
  oldPrice: string;
  newPrice: string;
}

/** What a new price does, in the words docs/billing.md uses: said before it is done, not after. */
export function priceChangeConsequences({ type, oldPrice, newPrice }: PriceChange): string[] {
  if (formatPrice(oldPrice) === formatPrice(newPrice))
    return ['This is the current price: nothing changes and no one is emailed.'];
  const orders = 'New orders pay the new price.';
  if (type === 'device') return [orders];
  return [
    orders,
    `Running subscriptions renewing within ${PRICE_NOTICE_DAYS} days keep the old price for that renewal; the others are emailed the new price, which applies from their next renewal.`,
  ];
}

/**
 * Asks before a price is saved: a plan's new price reaches its subscribers by mail, which cannot
 * be taken back. "Keep the old price" (and Escape, the close button, the backdrop) changes nothing.
 */
export function PriceChangeDialog({
  change,
  saving,
  onConfirm,
  onKeep,
}: {
  change: PriceChange | null;
  saving: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog
      open={!!change}
      onClose={onKeep}
      title={change ? `Change the price of ${change.name}?` : ''}
      description={
        change ? `From ${formatPrice(change.oldPrice)} to ${formatPrice(change.newPrice)}.` : undefined
      }
      width={480}
      testId="price-change-dialog"
      footer={
        <DialogActions>
          <Button variant="outline" onClick={onKeep} data-autofocus>
            Keep the old price
          </Button>
          <Button onClick={onConfirm} disabled={saving}>
            {saving ? 'Saving…' : 'Change price'}
          </Button>
        </DialogActions>
      }
    >
      {change && (
        <Consequences>
          {priceChangeConsequences(change).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Consequences>
      )}
    </Dialog>
  );
}

const Consequences = styled.div`
  display: grid;
  gap: 8px;
`;
