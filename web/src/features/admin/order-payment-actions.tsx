import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { formatCents, formatPrice, toCents } from '@hometunnel/rules';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { MarkOrderPaidMutation, RefundOrderMutation } from './order-operations';
import { PAYMENT_STATUS_LABELS, sentToPay, shortId } from './order-rules';
import type { AdminOrder } from './order-card';

/**
 * The order's money on the order screen: its payment status, a review flag, recording a bank
 * transfer's receipt, and refunds (the amount left to refund is the default).
 */
export function OrderPaymentActions({ order }: { order: AdminOrder }) {
  const [refund, refunding] = useMutation(RefundOrderMutation);
  const [markPaid, marking] = useMutation(MarkOrderPaidMutation);
  const refundable = formatCents(toCents(order.totalAmount) - toCents(order.refundedAmount));
  const [amount, setAmount] = useState(refundable);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const canRefund = order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED';
  // A bank transfer order that went to the waitlist step (its device out of stock) has no provider
  // to record a receipt for (the API refuses it): "Mark as Paid" is its control instead.
  const awaitsTransfer =
    order.paymentMethod === 'bank_transfer' && order.status === 'pending' && sentToPay(order);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: 'Order updated', description: done });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to update the order',
        variant: 'destructive',
      });
    }
  };
  const onRefund = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        refund({
          variables: { orderId: order.id, amount: amount.trim(), reason: reason.trim() },
          refetchQueries: ['AdminOrderCounts'],
        }),
      `A refund of ${formatPrice(amount.trim())} for order #${shortId(order.id)} was sent to the provider.`,
    );
  };
  const onMarkPaid = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        markPaid({
          variables: { orderId: order.id, reference: reference.trim() },
          refetchQueries: ['AdminOrderCounts'],
        }),
      `Order #${shortId(order.id)} is paid.`,
    );
  };

  return (
    <Payment aria-label={`Payment of order ${shortId(order.id)}`}>
      <p>
        Payment: <strong>{PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}</strong>
        {order.refundedAmount !== '0.00' && <> · refunded {formatPrice(order.refundedAmount)}</>}
        {order.needsReview && (
          <>
            {' '}
            <Badge $tone="danger">Needs review</Badge> {order.reviewReason}
          </>
        )}
      </p>
      {awaitsTransfer && (
        <Row onSubmit={onMarkPaid}>
          <label>
            Transfer reference
            <input
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              maxLength={140}
              required
            />
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={marking.loading}>
            Record bank transfer
          </Button>
        </Row>
      )}
      {canRefund && (
        <Row onSubmit={onRefund}>
          <label>
            Refund amount (EUR)
            <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" required />
          </label>
          <label>
            Reason
            <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} required />
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={refunding.loading}>
            Refund
          </Button>
        </Row>
      )}
    </Payment>
  );
}

const Payment = styled.section`
  display: grid;
  gap: 10px;
  font-size: 0.95rem;
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
  }
  input {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
