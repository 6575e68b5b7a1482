import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { lineTotalCents } from '@hometunnel/rules';
import type { CheckoutCountriesQuery as CountriesResult } from '../../gql/graphql';
import type { CartLine } from '../../lib/cart/cart-rules';
import { totalCents } from '../../lib/cart/cart-totals';
import { useCartLineName } from '../../lib/cart/display-name';
import { useFormatMoney } from '../../i18n';
import { media } from '../../theme/theme';
import { CheckoutQuoteQuery } from './checkout-operations';
import { figureMessages, summaryFigures, summaryMessages } from './order-summary';
import { hasDevice } from './use-checkout-cart';

type Country = CountriesResult['countries'][number];

const messages = defineMessages({
  show: { id: 'checkout.running.show', defaultMessage: 'Show order summary' },
  hide: { id: 'checkout.running.hide', defaultMessage: 'Hide order summary' },
  title: { id: 'checkout.running.title', defaultMessage: 'Your Order' },
  items: { id: 'checkout.running.items', defaultMessage: 'Items' },
  delivery: { id: 'checkout.running.delivery', defaultMessage: 'Delivery' },
  afterAddress: { id: 'checkout.running.afterAddress', defaultMessage: 'Calculated after the address' },
  vat: { id: 'checkout.running.vat', defaultMessage: 'VAT' },
  vatIncluded: { id: 'checkout.running.vatIncluded', defaultMessage: 'Included in the prices' },
  totalSoFar: { id: 'checkout.running.totalSoFar', defaultMessage: 'Total so far' },
});

const { vatRate } = defineMessages<{ vatRate: { rate: number } }>({
  vatRate: { id: 'checkout.running.vatRate', defaultMessage: 'VAT ({rate, number}%, included)' },
});

/**
 * Beside steps 1-3 (step 4 is the full summary): the items, delivery, VAT and total as they stand.
 * Before a country is chosen the delivery fee and VAT rate are not known yet, and it says so. On a
 * phone it folds into one line with the total, opened with a button.
 */
export function RunningSummary({
  lines,
  country: countryCode,
  countries,
}: {
  lines: readonly CartLine[];
  country: string;
  countries: readonly Country[];
}) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const money = useFormatMoney();
  const lineName = useCartLineName();
  const bodyId = useId();
  const headingId = useId();
  const country = countries.find((c) => c.code === countryCode);
  const quote = useQuery(CheckoutQuoteQuery, {
    variables: {
      country: countryCode || null,
      items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    },
    skip: lines.length === 0 || !country,
  });
  const device = hasDevice(lines);
  const subtotal = money(totalCents(lines));
  const figures = country
    ? summaryFigures({ quote: quote.data?.checkoutQuote, failed: !!quote.error, lines, country })
    : null;
  const total = figures ? (figures.total === null ? '…' : money(figures.total)) : subtotal;

  return (
    <Aside aria-labelledby={headingId}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        data-testid="running-summary-toggle"
      >
        <span>{intl.formatMessage(open ? messages.hide : messages.show)}</span>
        <strong>{total}</strong>
      </Toggle>
      <Body id={bodyId} $open={open} data-testid="running-summary">
        <h2 id={headingId}>{intl.formatMessage(messages.title)}</h2>
        <Items>
          {lines.map((line) => (
            <li key={line.id}>
              <span>
                {lineName(line.product)}
                {line.quantity > 1 && <Muted> × {line.quantity}</Muted>}
              </span>
              <span>{money(lineTotalCents(line.product.price, line.quantity))}</span>
            </li>
          ))}
        </Items>
        <Figures>
          <dt>{intl.formatMessage(messages.items)}</dt>
          <dd>{subtotal}</dd>
          {device && (
            <>
              <dt>
                {figures
                  ? intl.formatMessage(figureMessages.delivery, { carrier: figures.carrierCode })
                  : intl.formatMessage(messages.delivery)}
              </dt>
              <dd>
                {!figures ? (
                  <Muted>{intl.formatMessage(messages.afterAddress)}</Muted>
                ) : figures.shipping === null ? (
                  <Muted>{intl.formatMessage(summaryMessages.calculating)}</Muted>
                ) : (
                  money(figures.shipping)
                )}
              </dd>
            </>
          )}
          <dt>
            {figures
              ? intl.formatMessage(vatRate, { rate: Number(figures.vatRate) })
              : intl.formatMessage(messages.vat)}
          </dt>
          <dd>
            {figures?.vatAmount ? (
              money(figures.vatAmount)
            ) : (
              <Muted>{intl.formatMessage(messages.vatIncluded)}</Muted>
            )}
          </dd>
          <dt className="sum">
            {intl.formatMessage(figures || !device ? summaryMessages.total : messages.totalSoFar)}
          </dt>
          <dd className="sum">{total}</dd>
        </Figures>
      </Body>
    </Aside>
  );
}

const Aside = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight + 16}px;
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 14px 18px;
  min-height: 48px;
  background: none;
  border: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 650;
  cursor: pointer;
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  ${media.lg} {
    display: none;
  }
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: 12px;
  padding: 4px 18px 18px;
  h2 {
    font-size: 1.05rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  ${media.lg} {
    display: grid;
    padding: 20px 22px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    font-size: 0.92rem;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 12px;
  margin: 0;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.92rem;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .sum {
    padding-top: 8px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
`;
