import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useFormatMoney } from '../i18n';

/** What an order's documents list needs of each (GraphQL `Order.invoices`). */
export interface InvoiceLinkItem {
  number: string;
  kind: string;
  total: string;
  url: string;
}

// Shown in My Account in the page's language (the admin screens stay English).
const messages: Record<string, MessageDescriptor> = defineMessages({
  invoice: { id: 'account.invoices.invoice', defaultMessage: 'Invoice {number} (PDF)' },
  credit_note: { id: 'account.invoices.creditNote', defaultMessage: 'Credit note {number} (PDF)' },
  other: { id: 'account.invoices.other', defaultMessage: '{kind} {number} (PDF)' },
});

/**
 * An order's invoice and credit notes, each a PDF download. The links are signed by the server
 * and open without a session, so they also work in a new tab or a download manager.
 */
export function InvoiceLinks({ invoices, label }: { invoices: readonly InvoiceLinkItem[]; label: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  if (invoices.length === 0) return null;
  return (
    <List aria-label={label}>
      {invoices.map((invoice) => {
        const message =
          invoice.kind === 'invoice' || invoice.kind === 'credit_note'
            ? messages[invoice.kind]
            : messages.other;
        return (
          <li key={invoice.number}>
            <a href={invoice.url} download={`${invoice.number}.pdf`}>
              {intl.formatMessage(message, { kind: invoice.kind, number: invoice.number })}
            </a>
            <Amount>{formatMoney(invoice.total)}</Amount>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
