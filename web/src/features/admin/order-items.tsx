import styled from 'styled-components';
import { formatEuro, formatPrice, lineTotalCents } from '@hometunnel/rules';
import type { AdminOrdersQuery } from '../../gql/graphql';

type Order = AdminOrdersQuery['orders']['edges'][number]['node'];

/** "19" for "19.00", "8.1" for "8.10". */
export function vatRateLabel(rate: string): string {
  const n = Number(rate);
  return Number.isFinite(n) ? String(n) : rate;
}

/**
 * An order's lines and the figures that add up to its total: the items make the subtotal (prices
 * include VAT), plus delivery makes the total; the VAT contained in the subtotal is shown with it.
 */
export function OrderItems({ order }: { order: Order }) {
  return (
    <>
      {order.items.length === 0 ? (
        <Muted>No items found</Muted>
      ) : (
        <Items>
          {order.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.product.name} <Qty>× {item.quantity}</Qty>
              </span>
              <span>
                {formatEuro(lineTotalCents(item.price, item.quantity))}
                {item.quantity > 1 && <Each>{formatPrice(item.price)} each</Each>}
              </span>
            </li>
          ))}
        </Items>
      )}
      <Figures data-testid="order-figures">
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotalAmount)}</dd>
        <dt>
          <Qty>incl. {vatRateLabel(order.vatRate)}% VAT</Qty>
        </dt>
        <dd>
          <Qty>{formatPrice(order.vatAmount)}</Qty>
        </dd>
        <dt>Delivery</dt>
        <dd>{formatPrice(order.shippingAmount)}</dd>
        <Total>Total</Total>
        <Total as="dd">{formatPrice(order.totalAmount)}</Total>
      </Figures>
    </>
  );
}

const Muted = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  li > span:last-child {
    display: grid;
    justify-items: end;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

const Qty = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Each = styled.small`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figures = styled.dl`
  && {
    grid-template-columns: 1fr auto;
    margin-top: 4px;
    padding-top: 8px;
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.dt`
  && {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`;
