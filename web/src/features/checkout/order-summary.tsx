import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CheckoutQuoteQuery } from '../../gql/graphql';
import type { CartLine } from '../../lib/cart/cart-rules';
import { totalCents } from '../../lib/cart/cart-totals';
import { useCartLineName } from '../../lib/cart/display-name';
import {
  FALLBACK_SHIPPING_WITH_DEVICE_CENTS,
  formatCents,
  lineTotalCents,
  toCents,
  UNKNOWN_COUNTRY,
} from '@hometunnel/rules';
import { useFormatMoney } from '../../i18n';
import { media } from '../../theme/theme';
import { useCountryName } from './country-name';
import { hasDevice } from './use-checkout-cart';

export type Quote = CheckoutQuoteQuery['checkoutQuote'];

/** The figures' words, shared by step 4's summary and the running summary beside steps 1-3. */
export const summaryMessages = defineMessages({
  calculating: { id: 'checkout.summary.calculating', defaultMessage: 'calculating...' },
  total: { id: 'checkout.summary.total', defaultMessage: 'Total (incl. VAT)' },
});

export const figureMessages = defineMessages<{
  delivery: { carrier: string };
  quantity: { quantity: number };
  each: { price: string };
  subtotal: { rate: number; country: string };
  includedVat: { rate: number };
}>({
  delivery: { id: 'checkout.summary.delivery', defaultMessage: 'Delivery ({carrier})' },
  quantity: { id: 'checkout.summary.quantity', defaultMessage: 'Quantity: {quantity}' },
  each: { id: 'checkout.summary.each', defaultMessage: '· {price} each' },
  subtotal: {
    id: 'checkout.summary.subtotal',
    defaultMessage: 'Subtotal (incl. {rate, number}% VAT, {country})',
  },
  includedVat: { id: 'checkout.summary.includedVat', defaultMessage: 'Included VAT ({rate, number}%)' },
});

const messages = defineMessages({
  items: { id: 'checkout.summary.itemsLabel', defaultMessage: 'Items in your order' },
  discount: { id: 'checkout.summary.discount', defaultMessage: 'Discount' },
  totalPending: { id: 'checkout.summary.totalPending', defaultMessage: 'Total being calculated' },
});

/** The delivery fee used when the quote cannot be had: 14.49 with a device, 0 without (spec section 8). */
export const FALLBACK_SHIPPING_WITH_DEVICE = formatCents(FALLBACK_SHIPPING_WITH_DEVICE_CENTS);

export interface SummaryFigures {
  subtotal: string;
  vatRate: string;
  vatAmount: string | null;
  countryName: string;
  /** The chosen country's code, to name it in the page's language; null: only the server's name is known. */
  countryCode: string | null;
  carrierCode: string;
  showDelivery: boolean;
  /** null while the quote is being calculated. */
  shipping: string | null;
  /** What a discount code took off; null without one. */
  discount: string | null;
  total: string | null;
}

/**
 * What the summary shows. The server's quote when it is there; while it runs, the delivery fee and
 * total are pending; if it failed, the spec's fallback fee (and the total it gives).
 */
export function summaryFigures({
  quote,
  failed,
  lines,
  country,
}: {
  quote: Quote | undefined;
  failed: boolean;
  lines: readonly CartLine[];
  country: { code: string; name: string; vatRate: string } | undefined;
}): SummaryFigures {
  const device = hasDevice(lines);
  if (quote) {
    return {
      subtotal: quote.subtotal,
      vatRate: quote.vatRate,
      vatAmount: quote.vatAmount,
      countryName: quote.countryName,
      countryCode: country?.code ?? null,
      carrierCode: quote.carrierCode,
      showDelivery: device,
      shipping: quote.shipping,
      discount: quote.discount !== '0.00' ? quote.discount : null,
      total: quote.total,
    };
  }
  const subtotalCents = totalCents(lines);
  const shipping = failed ? (device ? FALLBACK_SHIPPING_WITH_DEVICE : '0.00') : null;
  return {
    subtotal: formatCents(subtotalCents),
    vatRate: country?.vatRate ?? UNKNOWN_COUNTRY.vatRate,
    vatAmount: null,
    countryName: country?.name ?? UNKNOWN_COUNTRY.name,
    countryCode: country?.code ?? UNKNOWN_COUNTRY.code,
    carrierCode: country?.code ?? UNKNOWN_COUNTRY.code,
    showDelivery: device,
    shipping,
    discount: null,
    total: shipping === null ? null : formatCents(subtotalCents + toCents(shipping)),
  };
}

/** The summary's country in the page's language. */
export function useSummaryCountry(): (figures: SummaryFigures) => string {
  const countryName = useCountryName();
  return (figures) =>
    figures.countryCode
      ? countryName({ code: figures.countryCode, name: figures.countryName })
      : figures.countryName;
}

/** Step 4's line items and figures. */
export function OrderSummary({ lines, figures }: { lines: readonly CartLine[]; figures: SummaryFigures }) {
  const pending = figures.shipping === null;
  const intl = useIntl();
  const money = useFormatMoney();
  const summaryCountry = useSummaryCountry();
  const lineName = useCartLineName();
  // "19.00" reads 19, "25.50" 25.5 (`{rate, number}`): a rate, not an amount.
  const rate = Number(figures.vatRate);
  return (
    <div>
      <Lines aria-label={intl.formatMessage(messages.items)}>
        {lines.map((line) => (
          <Line key={line.id}>
            <div>
              <LineName>{lineName(line.product)}</LineName>
              <LineMeta>
                {intl.formatMessage(figureMessages.quantity, { quantity: line.quantity })}
                {line.quantity > 1 && (
                  <span>
                    {' '}
                    {intl.formatMessage(figureMessages.each, { price: money(line.product.price) })}
                  </span>
                )}
              </LineMeta>
            </div>
            <Amount>{money(lineTotalCents(line.product.price, line.quantity))}</Amount>
          </Line>
        ))}
      </Lines>
      <Figures aria-busy={pending || undefined}>
        <dt>{intl.formatMessage(figureMessages.subtotal, { rate, country: summaryCountry(figures) })}</dt>
        <dd>{money(figures.subtotal)}</dd>
        {figures.vatAmount !== null && (
          <>
            <dt className="muted">{intl.formatMessage(figureMessages.includedVat, { rate })}</dt>
            <dd className="muted">{money(figures.vatAmount)}</dd>
          </>
        )}
        {figures.showDelivery && (
          <>
            <dt>{intl.formatMessage(figureMessages.delivery, { carrier: figures.carrierCode })}</dt>
            <dd>
              {figures.shipping === null ? (
                <Calculating>{intl.formatMessage(summaryMessages.calculating)}</Calculating>
              ) : (
                money(figures.shipping)
              )}
            </dd>
          </>
        )}
        {figures.discount !== null && (
          <>
            <dt>{intl.formatMessage(messages.discount)}</dt>
            <dd className="discount">−{money(figures.discount)}</dd>
          </>
        )}
        <dt className="total">{intl.formatMessage(summaryMessages.total)}</dt>
        <dd className="total">
          {figures.total === null ? (
            <span aria-label={intl.formatMessage(messages.totalPending)}>…</span>
          ) : (
            money(figures.total)
          )}
        </dd>
      </Figures>
    </div>
  );
}

const Lines = styled.ul`
  display: grid;
  gap: 0;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
  padding: 14px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    padding-top: 0;
  }
`;

const LineName = styled.p`
  font-weight: 650;
  color: ${({ theme }) => theme.colors.ink};
`;

const LineMeta = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 10px 16px;
  margin: 16px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    white-space: nowrap;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 500;
  }
  .discount {
    color: ${({ theme }) => theme.colors.success};
  }
  .total {
    padding-top: 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 1.1rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  ${media.sm} {
    gap: 10px 24px;
  }
`;

const Calculating = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
  font-weight: 500;
`;
