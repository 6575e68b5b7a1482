import { useQuery } from '@apollo/client/react';
import { formatPrice, orderShortId } from '@hometunnel/rules';
import { Badge, type BadgeTone } from '../../../components/badge';
import { LoadMore } from '../../../components/load-more';
import type { DiscountCodeStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDate } from '../admin-dates';
import { CountBadge, EmptyState, FormBesideList } from '../admin-layout';
import { TableWrap } from '../waitlist-panel';
import { DiscountCodesQuery } from './discount-code-operations';
import { IssueDiscountCodeForm } from './issue-discount-code-form';

export const DISCOUNT_CODES_PAGE_SIZE = 50;

const STATUS: Record<DiscountCodeStatus, { label: string; tone: BadgeTone }> = {
  ISSUED: { label: 'Issued', tone: 'primary' },
  HELD: { label: 'Held', tone: 'warning' },
  USED: { label: 'Used', tone: 'success' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};

/**
 * The Catalog screen's discount codes: every code (back-in-stock and issued by hand) with its
 * status and the order that holds or used it, newest first, and the "Issue code" form.
 */
export function DiscountCodes() {
  const codes = useQuery(DiscountCodesQuery, {
    variables: { first: DISCOUNT_CODES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = codes.data?.discountCodes;
  return (
    <section aria-labelledby="discount-codes-title">
      <h2 id="discount-codes-title">Discount codes</h2>
      <FormBesideList>
        <IssueDiscountCodeForm />
        <div>
          {codes.error && !page ? (
            <EmptyState role="alert">{errorMessage(codes.error) ?? 'Failed to fetch the codes'}</EmptyState>
          ) : !page ? null : (
            <>
              <CountBadge aria-label={`Discount codes: ${page.totalCount}`}>
                Codes <strong>{page.totalCount}</strong>
              </CountBadge>
              {page.edges.length === 0 ? (
                <EmptyState>No discount codes yet</EmptyState>
              ) : (
                <TableWrap>
                  <table>
                    <caption className="visually-hidden">Discount codes, newest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Code</th>
                        <th scope="col">Email</th>
                        <th scope="col">Amount</th>
                        <th scope="col">Status</th>
                        <th scope="col">Order</th>
                        <th scope="col">Expires</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.edges.map(({ node }) => (
                        <tr key={node.id}>
                          <td>
                            <code>{node.code}</code>
                          </td>
                          <td>{node.email}</td>
                          <td>{formatPrice(node.amount)}</td>
                          <td>
                            <Badge $tone={STATUS[node.status].tone}>{STATUS[node.status].label}</Badge>
                          </td>
                          <td>{node.orderId ? <code>#{orderShortId(node.orderId)}</code> : '—'}</td>
                          <td>
                            <time dateTime={node.expiresAt}>{formatDate(node.expiresAt)}</time>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
              <LoadMore
                shown={page.edges.length}
                total={page.totalCount}
                pageInfo={page.pageInfo}
                label="Load more codes"
                onMore={(after) => codes.fetchMore({ variables: { after } })}
              />
            </>
          )}
        </div>
      </FormBesideList>
    </section>
  );
}
