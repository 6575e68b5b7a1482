import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { ticketNumber } from '@hometunnel/rules';
import { HeadsetIcon } from '../../components/icons';
import { graphql } from '../../gql';
import { Entry, Meta, StatusBadge, useFormatDay } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { accountMessages, SHOP_LINKS } from './account-texts';

const messages: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'account.tickets.title', defaultMessage: 'Support Tickets' },
  failure: {
    id: 'account.tickets.failure',
    defaultMessage: "We couldn't load your tickets. Please refresh the page.",
  },
  number: { id: 'account.tickets.number', defaultMessage: 'Ticket #{number}' },
  replies: { id: 'account.tickets.replies', defaultMessage: 'Replies to {subject}' },
  support: { id: 'account.tickets.support', defaultMessage: 'Support' },
  you: { id: 'account.tickets.you', defaultMessage: 'You' },
});

/** The signed-in customer's tickets (sent while signed in) with support's replies. */
export const MyTicketsQuery = graphql(`
  query MyTickets {
    myTickets {
      id
      subject
      status
      createdAt
      messages {
        id
        author
        body
        createdAt
      }
    }
  }
`);

/** 'Support Tickets': each ticket's number, subject, date and status, and the replies it got. */
export function SupportTicketsPanel() {
  const { data, error } = useQuery(MyTicketsQuery);
  const intl = useIntl();
  const formatDay = useFormatDay();
  return (
    <AccountPanel
      id="account-tickets"
      icon={<HeadsetIcon size={20} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
    >
      <EntryList
        items={data?.myTickets ?? []}
        failed={!!error && !data}
        failure={intl.formatMessage(messages.failure)}
        empty={intl.formatMessage(accountMessages.noTickets)}
        actions={[SHOP_LINKS.help, SHOP_LINKS.devices]}
      >
        {(ticket) => (
          <TicketEntry key={ticket.id}>
            <Top>
              <div>
                <strong>{ticket.subject}</strong>
                <Meta>
                  {intl.formatMessage(messages.number, { number: ticketNumber(ticket.id) })} ·{' '}
                  <time dateTime={ticket.createdAt}>{formatDay(ticket.createdAt)}</time>
                </Meta>
              </div>
              <StatusBadge status={ticket.status} />
            </Top>
            {ticket.messages.length > 0 && (
              <Replies aria-label={intl.formatMessage(messages.replies, { subject: ticket.subject })}>
                {ticket.messages.map((message) => (
                  <li key={message.id}>
                    <Meta>
                      {intl.formatMessage(message.author === 'staff' ? messages.support : messages.you)} ·{' '}
                      <time dateTime={message.createdAt}>{formatDay(message.createdAt)}</time>
                    </Meta>
                    <p>{message.body}</p>
                  </li>
                ))}
              </Replies>
            )}
          </TicketEntry>
        )}
      </EntryList>
    </AccountPanel>
  );
}

const TicketEntry = styled(Entry)`
  display: grid;
  gap: 8px;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;

const Replies = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bgMuted};
  }
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
