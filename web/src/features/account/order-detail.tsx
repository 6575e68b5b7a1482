import { useQuery } from '@apollo/client/react';
import { lineTotalCents, orderMessages } from '@hometunnel/rules';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { GiroCodeImage } from '../../components/girocode-image';
import { InvoiceLinks } from '../../components/invoice-links';
import { Spinner } from '../../components/spinner';
import { useFormatMoney, useLanguage, useTranslateMessage } from '../../i18n';
import { errorMessage } from '../../lib/graphql-errors';
import { dateLocale } from '../../lib/subscriptions/subscription-words';
import { media } from '../../theme/theme';
import { MyOrderQuery } from './account-operations';
import { Meta, StatusBadge, useFormatDay } from './account-entry';
import { orderDetailMessages as messages } from './order-detail-texts';

/** A status change's moment, in the visitor's time zone. */
const MOMENT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const PAYMENT_METHODS = {
  paypal: 'PayPal',
  stripe: messages.creditCard,
  bank_transfer: messages.bankTransfer,
} as const;

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
  const { data, loading, error } = useQuery(MyOrderQuery, { variables: { id: orderId } });
  const intl = useIntl();
  const translate = useTranslateMessage();
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const language = useLanguage();
  const order = data?.myOrder;
  if (loading && !order)
    return (
      <Detail id={id}>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </Detail>
    );
  if (!order) {
    const message = errorMessage(error);
    return (
      <Detail id={id}>
        <p role="alert">{message ? translate(message) : intl.formatMessage(messages.failure)}</p>
      </Detail>
    );
  }
  const number = order.id.slice(0, 8);
  const method: string | MessageDescriptor | undefined = Object.hasOwn(PAYMENT_METHODS, order.paymentMethod)
    ? PAYMENT_METHODS[order.paymentMethod as keyof typeof PAYMENT_METHODS]
    : undefined;
  return (
    <Detail id={id} aria-label={intl.formatMessage(messages.label, { number })}>
      <Section>
        <h3>{intl.formatMessage(messages.items)}</h3>
        <Rows>
          {order.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.product.name} × {item.quantity}
                {item.quantity > 1 && (
                  <Meta as="span">
                    {' '}
                    {intl.formatMessage(messages.each, { price: formatMoney(item.price) })}
                  </Meta>
                )}
              </span>
              <Money>{formatMoney(lineTotalCents(item.price, item.quantity))}</Money>
            </li>
          ))}
          <li>
            <span>
              {intl.formatMessage(messages.subtotal, {
                rate: intl.formatNumber(Number(order.vatRate), { maximumFractionDigits: 2 }),
              })}
            </span>
            <Money>{formatMoney(order.subtotalAmount)}</Money>
          </li>
          <li>
            <span>{intl.formatMessage(messages.vat)}</span>
            <Money>{formatMoney(order.vatAmount)}</Money>
          </li>
          <li>
            <span>{intl.formatMessage(messages.delivery)}</span>
            <Money>{formatMoney(order.shippingAmount)}</Money>
          </li>
          <li className="total">
            <span>{intl.formatMessage(messages.total)}</span>
            <Money>{formatMoney(order.totalAmount)}</Money>
          </li>
        </Rows>
      </Section>
      <Columns>
        <Section>
          <h3>{intl.formatMessage(messages.address)}</h3>
          <address>
            {addressLines(order.shippingAddress).map((line, index) => (
              // The lines of one address, in a fixed order (two may read alike).
              <span key={index}>{translate(line)}</span>
            ))}
          </address>
          <Meta>
            {intl.formatMessage(messages.payment, {
              method:
                method === undefined
                  ? order.paymentMethod
                  : typeof method === 'string'
                    ? method
                    : intl.formatMessage(method),
            })}
          </Meta>
          {order.status === 'pending' && order.bankTransfer && (
            <TransferDetails aria-label={intl.formatMessage(messages.transferLabel)}>
              <h3>{intl.formatMessage(messages.transferTitle)}</h3>
              <dl>
                <dt>{intl.formatMessage(messages.holder)}</dt>
                <dd>{order.bankTransfer.holder}</dd>
                <dt>IBAN</dt>
                <dd>{order.bankTransfer.iban}</dd>
                <dt>BIC</dt>
                <dd>{order.bankTransfer.bic}</dd>
                <dt>{intl.formatMessage(messages.amount)}</dt>
                <dd>{formatMoney(order.bankTransfer.amount)}</dd>
                <dt>{intl.formatMessage(messages.reference)}</dt>
                <dd>{order.bankTransfer.reference}</dd>
              </dl>
              {order.bankTransfer.qrSvg && <GiroCodeImage svg={order.bankTransfer.qrSvg} />}
            </TransferDetails>
          )}
          {order.status === 'pending' && order.paymentUrl && (
            <Meta>
              <a href={order.paymentUrl}>{intl.formatMessage(messages.completePayment)}</a>
            </Meta>
          )}
          {order.invoices.length > 0 && (
            <Documents>
              <h3>{intl.formatMessage(messages.invoices)}</h3>
              <InvoiceLinks
                invoices={order.invoices}
                label={intl.formatMessage(messages.invoicesLabel, { number })}
              />
            </Documents>
          )}
        </Section>
        <Section>
          <h3>{intl.formatMessage(messages.history)}</h3>
          <History>
            {order.statusHistory.map((step) => (
              <li key={`${step.status}-${step.changedAt}`}>
                <StatusBadge status={step.status} />
                <time dateTime={step.changedAt} title={formatDay(step.changedAt)}>
                  {new Intl.DateTimeFormat(dateLocale(language), MOMENT).format(new Date(step.changedAt))}
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
