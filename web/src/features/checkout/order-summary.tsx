import styled from 'styled-components';
import type { CheckoutQuoteQuery } from '../../gql/graphql';
import type { CartLine } from '../../lib/cart/cart-rules';
import { totalCents } from '../../lib/cart/cart-totals';
import { cartLineName } from '../../lib/cart/display-name';
import {
  FALLBACK_SHIPPING_WITH_DEVICE_CENTS,
  formatCents,
  formatEuro,
  formatPrice,
  lineTotalCents,
  toCents,
  UNKNOWN_COUNTRY,
} from '@hometunnel/rules';
import { media } from '../../theme/theme';
import { hasDevice } from './use-checkout-cart';

export type Quote = CheckoutQuoteQuery['checkoutQuote'];

/** The delivery fee used when the quote cannot be had: 14.49 with a device, 0 without (spec section 8). */
export const FALLBACK_SHIPPING_WITH_DEVICE = formatCents(FALLBACK_SHIPPING_WITH_DEVICE_CENTS);

export interface SummaryFigures {
  subtotal: string;
  vatRate: string;
  vatAmount: string | null;
  countryName: string;
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
    carrierCode: country?.code ?? UNKNOWN_COUNTRY.code,
    showDelivery: device,
    shipping,
    discount: null,
    total: shipping === null ? null : formatCents(subtotalCents + toCents(shipping)),
  };
}

/** "19.00" -> "19", "25.50" -> "25.5" (a rate label, not an amount). */
export function rateLabel(rate: string): string {
  const n = Number(rate);
  return Number.isFinite(n) ? String(n) : rate;
}

/** Step 4's line items and figures. */
export function OrderSummary({ lines, figures }: { lines: readonly CartLine[]; figures: SummaryFigures }) {
  const pending = figures.shipping === null;
  return (
    <div>
      <Lines aria-label="Items in your order">
        {lines.map((line) => (
          <Line key={line.id}>
            <div>
              <LineName>{cartLineName(line.product)}</LineName>
              <LineMeta>
                Quantity: {line.quantity}
                {line.quantity > 1 && <span> · {formatPrice(line.product.price)} each</span>}
              </LineMeta>
            </div>
            <Amount>{formatEuro(lineTotalCents(line.product.price, line.quantity))}</Amount>
          </Line>
        ))}
      </Lines>
      <Figures aria-busy={pending || undefined}>
        <dt>
          Subtotal (incl. {rateLabel(figures.vatRate)}% VAT, {figures.countryName})
        </dt>
        <dd>{formatPrice(figures.subtotal)}</dd>
        {figures.vatAmount !== null && (
          <>
            <dt className="muted">Included VAT ({rateLabel(figures.vatRate)}%)</dt>
            <dd className="muted">{formatPrice(figures.vatAmount)}</dd>
          </>
        )}
        {figures.showDelivery && (
          <>
            <dt>Delivery ({figures.carrierCode})</dt>
            <dd>
              {figures.shipping === null ? (
                <Calculating>calculating...</Calculating>
              ) : (
                formatPrice(figures.shipping)
              )}
            </dd>
          </>
        )}
        {figures.discount !== null && (
          <>
            <dt>Discount</dt>
            <dd className="discount">−{formatPrice(figures.discount)}</dd>
          </>
        )}
        <dt className="total">Total (incl. VAT)</dt>
        <dd className="total">
          {figures.total === null ? (
            <span aria-label="Total being calculated">…</span>
          ) : (
            formatPrice(figures.total)
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
