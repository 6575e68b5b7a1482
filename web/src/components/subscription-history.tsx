import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { useFormatMoney, useLanguage } from '../i18n';
import { eventWords, formatMoment } from '../lib/subscriptions/subscription-words';

/** One step of a subscription's billing, as the history shows it (spread into each query). */
export const SubscriptionHistoryEventFragment = graphql(`
  fragment SubscriptionHistoryEvent on SubscriptionEvent {
    id
    type
    occurredAt
    amount
    orderId
    detail
  }
`);

// Shown in My Account in the page's language (the admin screen stays English).
const messages: Record<string, MessageDescriptor> = defineMessages({
  heading: { id: 'account.history.heading', defaultMessage: 'History' },
  empty: { id: 'account.history.empty', defaultMessage: 'Nothing has happened yet.' },
  order: { id: 'account.history.order', defaultMessage: 'order #{number}' },
});

/**
 * What happened to a subscription (notices, charges, failures, suspension, plan switches), newest
 * first: shown to the customer in My Account and to staff in the Subscriptions screen.
 */
export function SubscriptionHistory({
  events,
  headingId,
  heading,
  headingLevel = 2,
}: {
  events: readonly FragmentType<typeof SubscriptionHistoryEventFragment>[];
  headingId: string;
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const language = useLanguage();
  const formatMoney = useFormatMoney();
  const list = getFragmentData(SubscriptionHistoryEventFragment, events);
  return (
    <section aria-labelledby={headingId}>
      <Title as={Heading} id={headingId}>
        {heading ?? intl.formatMessage(messages.heading)}
      </Title>
      {list.length === 0 ? (
        <Empty>{intl.formatMessage(messages.empty)}</Empty>
      ) : (
        <List>
          {list.map((event) => (
            <Item key={event.id} data-event={event.type}>
              <time dateTime={event.occurredAt}>{formatMoment(event.occurredAt, language)}</time>
              <div>
                <strong>{eventWords(event.type, intl)}</strong>
                {event.amount && <span> · {formatMoney(event.amount)}</span>}
                {event.orderId && (
                  <Order>
                    {' '}
                    · {intl.formatMessage(messages.order, { number: event.orderId.slice(0, 8) })}
                  </Order>
                )}
                {event.detail && <Detail>{event.detail}</Detail>}
              </div>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}

const Title = styled.h2`
  font-size: 1.1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: 10px;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0;
`;

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding: 10px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:first-child {
    border-top: 0;
  }
  time {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  @media (min-width: 640px) {
    grid-template-columns: 190px 1fr;
    gap: 12px;
  }
`;

const Order = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Detail = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: 2px;
`;
