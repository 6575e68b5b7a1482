import { useQuery } from '@apollo/client/react';
import { formatPrice, lineTotalCents, formatEuro, orderMessages } from '@hometunnel/rules';
import styled from 'styled-components';
import { GiroCodeImage } from '../../components/girocode-image';
import { InvoiceLinks } from '../../components/invoice-links';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { MyOrderQuery } from './account-operations';
import { Meta, StatusBadge, formatDate } from './account-entry';
import { useTranslateMessage } from '../../i18n';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const PAYMENT_METHODS: Record<string, string> = {
  paypal: 'PayPal',
  stripe: 'Credit card',
  bank_transfer: 'Bank transfer',
};

/** The address lines of an order's shippingAddress (a JSON string), or why there are none. */
export function addressLines(raw: string | null | undefined): string[] {
  if (!raw?.trim()) return [orderMessages.noAddress];
  try {
    const address = JSON.parse(raw) as Record<string, unknown>;
    const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
    const lines = [text('street'), `${text('postalCode')} ${text('city')}`.trim(), text('country')];
    return lines.some(Boolean) ? lines.filter(Boolean) : [orderMessages.invalidAddress];
  } catch {
    return [orderMessages.invalidAddress];
  }
}

/** One order in full: items, delivery, VAT, total, address, payment and status history. */
export function OrderDetail({ orderId, id }: { orderId: string; id: string }) {
  const translate = useTranslateMessage();
  const { data, loading, error } = useQuery(MyOrderQuery, { variables: { id: orderId } });
  const order = data?.myOrder;
  if (loading && !order)
    return (
      <Detail id={id}>
        <Spinner label="Loading the order" />
      </Detail>
    );
  if (!order)
    return (
      <Detail id={id}>
        <p role="alert">
          {translate(errorMessage(error) ?? "We couldn't load this order. Please try again.")}
        </p>
      </Detail>
    );
  return (
    <Detail id={id} aria-label={`Order #${order.id.slice(0, 8)} details`}>
      <Section>
        <h3>Items</h3>
        <Rows>
          {order.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.product.name} × {item.quantity}
                {item.quantity > 1 && <Meta as="span"> ({formatPrice(item.price)} each)</Meta>}
              </span>
              <Money>{formatEuro(lineTotalCents(item.price, item.quantity))}</Money>
            </li>
          ))}
          <li>
            <span>Subtotal (incl. {Number(order.vatRate)}% VAT)</span>
            <Money>{formatPrice(order.subtotalAmount)}</Money>
          </li>
          <li>
            <span>VAT included</span>
            <Money>{formatPrice(order.vatAmount)}</Money>
          </li>
          <li>
            <span>Delivery</span>
            <Money>{formatPrice(order.shippingAmount)}</Money>
          </li>
          <li className="total">
            <span>Total</span>
            <Money>{formatPrice(order.totalAmount)}</Money>
          </li>
        </Rows>
      </Section>
      <Columns>
        <Section>
          <h3>Shipping address</h3>
          <address>
            {addressLines(order.shippingAddress)
              .map(translate)
              .map((line, index) => (
                // The lines of one address, in a fixed order (two may read alike).
                <span key={index}>{line}</span>
              ))}
          </address>
          <Meta>Payment: {PAYMENT_METHODS[order.paymentMethod] ?? order.paymentMethod}</Meta>
          {order.status === 'pending' && order.bankTransfer && (
            <TransferDetails aria-label="Bank transfer details">
              <h3>Please transfer</h3>
              <dl>
                <dt>Account holder</dt>
                <dd>{order.bankTransfer.holder}</dd>
                <dt>IBAN</dt>
                <dd>{order.bankTransfer.iban}</dd>
                <dt>BIC</dt>
                <dd>{order.bankTransfer.bic}</dd>
                <dt>Amount</dt>
                <dd>{formatPrice(order.bankTransfer.amount)}</dd>
                <dt>Reference</dt>
                <dd>{order.bankTransfer.reference}</dd>
              </dl>
              {order.bankTransfer.qrSvg && <GiroCodeImage svg={order.bankTransfer.qrSvg} />}
            </TransferDetails>
          )}
          {order.status === 'pending' && order.paymentUrl && (
            <Meta>
              <a href={order.paymentUrl}>Complete the payment</a>
            </Meta>
          )}
          {order.invoices.length > 0 && (
            <Documents>
              <h3>Invoices</h3>
              <InvoiceLinks invoices={order.invoices} label={`Invoices of order #${order.id.slice(0, 8)}`} />
            </Documents>
          )}
        </Section>
        <Section>
          <h3>Status history</h3>
          <History>
            {order.statusHistory.map((step) => (
              <li key={`${step.status}-${step.changedAt}`}>
                <StatusBadge status={step.status} />
                <time dateTime={step.changedAt} title={formatDate(step.changedAt)}>
                  {dateTimeFormat.format(new Date(step.changedAt))}
                </time>
              </li>
            ))}
          </History>
        </Section>
      </Columns>
    </Detail>
  );
}

const TransferDetails = styled.section`
  margin-top: 12px;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

const Documents = styled.section`
  margin-top: 12px;
`;

const Detail = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 12px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgMuted};
  h3 {
    font-size: 0.8rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 8px;
  }
  address {
    display: grid;
    font-style: normal;
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.section`
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  li.total {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 6px;
  }
`;

const Money = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
  }
`;
