import { useState } from 'react';
import { LANGUAGE_NAMES } from '@hometunnel/rules';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { InvoiceLinks } from '../../components/invoice-links';
import { toast } from '../../components/toast';
import { mailtoHref } from '../../lib/email';
import { errorMessage } from '../../lib/graphql-errors';
import { formatPrice } from '@hometunnel/rules';
import { media } from '../../theme/theme';
import type { AdminOrdersQuery, OrderStatus } from '../../gql/graphql';
import { formatDateTime } from './admin-dates';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderItems } from './order-items';
import { OrderPaymentActions } from './order-payment-actions';
import { SetOrderStatusMutation } from './order-operations';
import {
  PAYMENT_METHOD_LABELS,
  TRANSITION_LABELS,
  offeredMoves,
  parseShippingAddress,
  shortId,
} from './order-rules';
import { StatusBadge } from './status-badge';

export type AdminOrder = AdminOrdersQuery['orders']['edges'][number]['node'];

/** One order of Order Management, with the allowed status moves. */
export function OrderCard({ order }: { order: AdminOrder }) {
  const [setStatus] = useMutation(SetOrderStatusMutation);
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const address = parseShippingAddress(order.shippingAddress);
  const moves = offeredMoves(order);
  const headingId = `order-${order.id}`;

  const move = async (status: OrderStatus) => {
    setConfirmCancel(false);
    setPending(status);
    try {
      // The chips' counts change with the move; the order itself updates from the answer.
      await setStatus({ variables: { id: order.id, status }, refetchQueries: ['AdminOrderCounts'] });
      toast({ title: 'Order updated', description: `Order #${shortId(order.id)} is now ${status}.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to update order status',
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card aria-labelledby={headingId} data-testid="order-card">
      <Top>
        <div>
          <h2 id={headingId}>
            Order <code>#{shortId(order.id)}</code>
          </h2>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </div>
        <TopRight>
          <StatusBadge status={order.status} />
          <Total aria-label={`Total ${formatPrice(order.totalAmount)}`}>
            {formatPrice(order.totalAmount)}
          </Total>
        </TopRight>
      </Top>

      <Grid>
        <Block>
          <h3>Customer</h3>
          <dl>
            <dt>Name</dt>
            <dd>{order.customerName}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailtoHref(order.customerEmail)}>{order.customerEmail}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{order.customerPhone || '—'}</dd>
            <dt>Language</dt>
            <dd>{LANGUAGE_NAMES[order.language]}</dd>
            <dt>Account</dt>
            <dd>
              {order.userId ? (
                <code title="User id">{order.userId}</code>
              ) : (
                <Badge $tone="neutral">Guest User</Badge>
              )}
            </dd>
            <dt>Payment</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</dd>
          </dl>
        </Block>

        <Block>
          <h3>Shipping address</h3>
          {address.kind === 'address' ? (
            <address>
              {address.address.street && <span>{address.address.street}</span>}
              {(address.address.postalCode || address.address.city) && (
                <span>{[address.address.postalCode, address.address.city].filter(Boolean).join(' ')}</span>
              )}
              {address.address.country && <span>{address.address.country}</span>}
            </address>
          ) : (
            <Muted>{address.message}</Muted>
          )}
          {order.orderNotes && (
            <>
              <h3>Notes</h3>
              <Notes>{order.orderNotes}</Notes>
            </>
          )}
        </Block>

        <Block>
          <h3>Items</h3>
          <OrderItems order={order} />
          {order.invoices.length > 0 && (
            <>
              <h3>Invoices</h3>
              <InvoiceLinks invoices={order.invoices} label={`Invoices of order ${shortId(order.id)}`} />
            </>
          )}
        </Block>
      </Grid>

      <OrderPaymentActions order={order} />

      <Footer>
        {moves.length === 0 ? (
          <Muted>No further status changes: {order.status} is final.</Muted>
        ) : (
          <Moves role="group" aria-label={`Change status of order ${shortId(order.id)}`}>
            {moves.map((status) => (
              <Button
                key={status}
                size="sm"
                variant={status === 'cancelled' ? 'outline' : 'secondary'}
                disabled={pending !== null}
                // Cancelling is final: it asks first.
                onClick={() => (status === 'cancelled' ? setConfirmCancel(true) : void move(status))}
              >
                {pending === status ? 'Updating…' : TRANSITION_LABELS[status]}
              </Button>
            ))}
          </Moves>
        )}
      </Footer>
      <CancelOrderDialog
        open={confirmCancel}
        orderLabel={`#${shortId(order.id)}`}
        customerName={order.customerName}
        total={order.totalAmount}
        onConfirm={() => void move('cancelled')}
        onKeep={() => setConfirmCancel(false)}
      />
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: 18px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.md} {
    padding: 24px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  h2 {
    font-size: 1.1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  time {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TopRight = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
`;

const Total = styled.span`
  font-size: 1.25rem;
  font-weight: 750;
  color: ${({ theme }) => theme.colors.ink};
  font-variant-numeric: tabular-nums;
`;

const Grid = styled.div`
  display: grid;
  gap: 18px;
  ${media.md} {
    grid-template-columns: 1.2fr 1fr 1.2fr;
  }
`;

const Block = styled.section`
  display: grid;
  align-content: start;
  gap: 8px;
  min-width: 0;
  h3 {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8rem;
  }
  address {
    display: grid;
    font-style: normal;
    font-size: 0.9rem;
  }
`;

const Muted = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notes = styled.p`
  font-size: 0.9rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
