import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../components/spinner';
import { SubscriptionHistory } from '../../components/subscription-history';
import { errorMessage } from '../../lib/graphql-errors';
import { cardWords, formatDay } from '../../lib/subscriptions/subscription-words';
import { AdminSubscriptionDetailQuery } from './subscription-operations';

/** The row opened: how it renews (card, next plan), the order waiting, and its history. */
export function AdminSubscriptionDetail({ id, name }: { id: string; name: string }) {
  const { data, loading, error } = useQuery(AdminSubscriptionDetailQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const sub = data?.subscription;
  // The admin screens are English: the page's (English) messages.
  const intl = useIntl();
  if (!sub && loading) return <Spinner label={`Loading ${name}`} />;
  if (!sub) return <p role="alert">{errorMessage(error) ?? "We couldn't load this subscription."}</p>;
  return (
    <Detail>
      <Facts>
        <dt>Started</dt>
        <dd>{formatDay(sub.startDate)}</dd>
        <dt>Card</dt>
        <dd>{sub.card ? cardWords(sub.card, intl) : 'None saved (renews by pay link)'}</dd>
        {sub.nextPlan && (
          <>
            <dt>Next plan</dt>
            <dd>{sub.nextPlan.name} (from the next renewal)</dd>
          </>
        )}
        {sub.renewalOrderId && (
          <>
            <dt>Renewal order waiting</dt>
            <dd>
              <code>#{sub.renewalOrderId.slice(0, 8)}</code>
            </dd>
          </>
        )}
      </Facts>
      <SubscriptionHistory
        events={sub.events}
        headingId={`history-${sub.id}`}
        heading={`History of ${name}`}
        headingLevel={3}
      />
      <Link to={`/account/subscriptions/${encodeURIComponent(sub.id)}`}>
        Open the customer&apos;s view of {name}
      </Link>
    </Detail>
  );
}

const Detail = styled.div`
  display: grid;
  gap: 16px;
  padding: 8px 0;
  white-space: normal;
  h3 {
    font-size: 1rem;
    text-transform: none;
    letter-spacing: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
