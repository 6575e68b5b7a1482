import { Button } from '../../components/button';
import { Dialog, DialogActions } from '../../components/dialog';
import { formatPrice } from '@hometunnel/rules';

/**
 * Asks before an order is cancelled: cancelled is a final status, so a slip of the mouse would
 * not be undoable. "Keep order" (and Escape, the close button, the backdrop) changes nothing.
 */
export function CancelOrderDialog({
  open,
  orderLabel,
  customerName,
  total,
  onConfirm,
  onKeep,
}: {
  open: boolean;
  orderLabel: string;
  customerName: string;
  total: string;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      title={`Cancel order ${orderLabel}?`}
      description="A cancelled order cannot be changed again."
      width={460}
      testId="cancel-order-dialog"
      footer={
        <DialogActions>
          <Button variant="outline" onClick={onKeep} data-autofocus>
            Keep order
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Yes, cancel order
          </Button>
        </DialogActions>
      }
    >
      <p>
        The order of {customerName} ({formatPrice(total)}) will be marked as cancelled.
      </p>
    </Dialog>
  );
}
