import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { ticketNumber } from '@hometunnel/rules';
import { HeadsetIcon } from '../../components/icons';
import { graphql } from '../../gql';
import { Entry, Meta, StatusBadge, formatDate } from './account-entry';
import { AccountPanel, EntryList } from './account-panel';
import { ACCOUNT_TEXTS, SHOP_LINKS } from './account-texts';

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
  return (
    <AccountPanel
      id="account-tickets"
      icon={<HeadsetIcon size={20} aria-hidden="true" />}
      title="Support Tickets"
    >
      <EntryList
        items={data?.myTickets ?? []}
        failed={!!error && !data}
        failure="We couldn't load your tickets. Please refresh the page."
        empty={ACCOUNT_TEXTS.noTickets}
        actions={[SHOP_LINKS.help, SHOP_LINKS.devices]}
      >
        {(ticket) => (
          <TicketEntry key={ticket.id}>
            <Top>
              <div>
                <strong>{ticket.subject}</strong>
                <Meta>
                  Ticket #{ticketNumber(ticket.id)} ·{' '}
                  <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
                </Meta>
              </div>
              <StatusBadge status={ticket.status} />
            </Top>
            {ticket.messages.length > 0 && (
              <Replies aria-label={`Replies to ${ticket.subject}`}>
                {ticket.messages.map((message) => (
                  <li key={message.id}>
                    <Meta>
                      {message.author === 'staff' ? 'Support' : 'You'} ·{' '}
                      <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
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
