import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { GiroCodeImage } from '../../components/girocode-image';
import { PayActions } from './step-form';
import type { BankTransferDetails } from './checkout-storage';
import { confirmationSentText } from './waitlist-step';

/** Step 5's title for an order that waits for a bank transfer. */
export const BANK_TRANSFER_TITLE = 'Please Transfer the Amount';

/** The hold before an unpaid transfer order is cancelled, as the shop's settings default it. */
const HOLD_DAYS = 14;

/**
 * Step 5 of a bank transfer order: where to send the money, and the reference that matches it to
 * the order. The order is paid when the shop records the transfer.
 */
export function BankTransferStep({
  orderId,
  email,
  details,
}: {
  orderId: string;
  email: string;
  details: BankTransferDetails;
}) {
  const rows: [string, string][] = [
    ['Account holder', details.holder],
    ['IBAN', details.iban.replace(/(.{4})/g, '$1 ').trim()],
    ['BIC', details.bic],
    ['Amount', `€${details.amount}`],
    ['Reference', details.reference],
  ];
  return (
    <Wrapper>
      <p>
        Your order <strong>#{orderId.slice(0, 8)}</strong> is reserved for you. Please transfer the amount
        below within {HOLD_DAYS} days, with the reference, so we can match your payment.
      </p>
      <Details aria-label="Bank transfer details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
      {details.qrSvg && <GiroCodeImage svg={details.qrSvg} />}
      <p>{confirmationSentText(email)} We email you again when the money has arrived.</p>
      <PayActions>
        <ButtonLink to="/" $variant="outline" $size="lg">
          Back to the shop
        </ButtonLink>
      </PayActions>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: 20px;
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Details = styled.dl`
  display: grid;
  gap: 10px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgMuted};
  div {
    display: grid;
    grid-template-columns: 9rem 1fr;
    gap: 12px;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  dd {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;
