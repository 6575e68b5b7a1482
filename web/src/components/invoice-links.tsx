import { formatPrice } from '@hometunnel/rules';
import styled from 'styled-components';

/** What an order's documents list needs of each (GraphQL `Order.invoices`). */
export interface InvoiceLinkItem {
  number: string;
  kind: string;
  total: string;
  url: string;
}

const KIND_LABELS: Record<string, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

/**
 * An order's invoice and credit notes, each a PDF download. The links are signed by the server
 * and open without a session, so they also work in a new tab or a download manager.
 */
export function InvoiceLinks({ invoices, label }: { invoices: readonly InvoiceLinkItem[]; label: string }) {
  if (invoices.length === 0) return null;
  return (
    <List aria-label={label}>
      {invoices.map((invoice) => {
        const kind = KIND_LABELS[invoice.kind] ?? invoice.kind;
        return (
          <li key={invoice.number}>
            <a href={invoice.url} download={`${invoice.number}.pdf`}>
              {kind} {invoice.number} (PDF)
            </a>
            <Amount>{formatPrice(invoice.total)}</Amount>
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
