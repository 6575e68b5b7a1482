import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { ticketReplyProblem } from '@hometunnel/rules';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/field';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import type { AdminTicketsQuery } from '../../gql/graphql';
import { formatDateTime } from './admin-dates';
import { ReplyToTicketMutation } from './support-operations';

type Ticket = AdminTicketsQuery['tickets']['edges'][number]['node'];

/**
 * A ticket's conversation after the customer's first message, and the reply box: a reply is
 * stored, mailed to the customer, and an open ticket becomes answered (the cache takes the answer).
 */
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  const [reply, { loading }] = useMutation(ReplyToTicketMutation);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = ticketReplyProblem(body);
    setProblem(invalid);
    if (invalid) return;
    try {
      await reply({ variables: { ticketId: ticket.id, body: body.trim() } });
      setBody('');
      toast({ title: 'Reply sent', description: `${ticket.fullName} gets it by email.` });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err) ?? 'Failed to send the reply',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      {ticket.messages.length > 0 && (
        <Conversation aria-label={`Conversation: ${ticket.subject}`}>
          {ticket.messages.map((message) => (
            <Reply key={message.id} $staff={message.author === 'staff'}>
              <small>
                {message.author === 'staff' ? 'Support' : ticket.fullName} ·{' '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </small>
              <p>{message.body}</p>
            </Reply>
          ))}
        </Conversation>
      )}
      <form onSubmit={(event) => void send(event)} noValidate>
        <TextAreaField
          label="Reply"
          name={`reply-${ticket.id}`}
          rows={3}
          value={body}
          error={problem}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button size="sm" type="submit" disabled={loading}>
          {loading ? 'Sending…' : 'Send reply'}
        </Button>
      </form>
    </>
  );
}

const Conversation = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reply = styled.li<{ $staff: boolean }>`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $staff }) => ($staff ? theme.colors.bgSubtle : theme.colors.bgMuted)};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
