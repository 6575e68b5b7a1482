import { defineMessages, useIntl, type MessageTag } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { GiroCodeImage } from '../../components/girocode-image';
import { useFormatMoney } from '../../i18n';
import { PayActions } from './step-form';
import type { BankTransferDetails } from './checkout-storage';
import { bold } from './waitlist-step';

const messages = defineMessages({
  /** Step 5's title for an order that waits for a bank transfer. */
  title: { id: 'checkout.bankTransfer.title', defaultMessage: 'Please Transfer the Amount' },
  details: { id: 'checkout.bankTransfer.details', defaultMessage: 'Bank transfer details' },
  holder: { id: 'checkout.bankTransfer.holder', defaultMessage: 'Account holder' },
  iban: { id: 'checkout.bankTransfer.iban', defaultMessage: 'IBAN' },
  bic: { id: 'checkout.bankTransfer.bic', defaultMessage: 'BIC' },
  amount: { id: 'checkout.bankTransfer.amount', defaultMessage: 'Amount' },
  reference: { id: 'checkout.bankTransfer.reference', defaultMessage: 'Reference' },
  back: { id: 'checkout.bankTransfer.back', defaultMessage: 'Back to the shop' },
});

const notes = defineMessages<{
  reserved: { number: string; days: number; b: MessageTag };
  confirmation: { email: string };
}>({
  reserved: {
    id: 'checkout.bankTransfer.reserved',
    defaultMessage:
      'Your order <b>#{number}</b> is reserved for you. Please transfer the amount below within {days, plural, one {# day} other {# days}}, with the reference, so we can match your payment.',
  },
  confirmation: {
    id: 'checkout.bankTransfer.confirmation',
    defaultMessage: 'A confirmation was sent to {email}. We email you again when the money has arrived.',
  },
});

export const BANK_TRANSFER_TITLE = messages.title;

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
  const intl = useIntl();
  const money = useFormatMoney();
  const rows: [string, string][] = [
    [intl.formatMessage(messages.holder), details.holder],
    [intl.formatMessage(messages.iban), details.iban.replace(/(.{4})/g, '$1 ').trim()],
    [intl.formatMessage(messages.bic), details.bic],
    [intl.formatMessage(messages.amount), money(details.amount)],
    [intl.formatMessage(messages.reference), details.reference],
  ];
  return (
    <Wrapper>
      <p>{intl.formatMessage(notes.reserved, { number: orderId.slice(0, 8), days: HOLD_DAYS, b: bold })}</p>
      <Details aria-label={intl.formatMessage(messages.details)}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
      {details.qrSvg && <GiroCodeImage svg={details.qrSvg} />}
      <p>{intl.formatMessage(notes.confirmation, { email })}</p>
      <PayActions>
        <ButtonLink to="/" $variant="outline" $size="lg">
          {intl.formatMessage(messages.back)}
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
