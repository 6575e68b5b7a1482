import { graphql } from '../../gql';

/** Admin: tickets newest first, optionally only open or resolved ones. */
export const AdminTicketsQuery = graphql(`
  query AdminTickets($status: TicketStatus) {
    adminTickets(status: $status) {
      id
      fullName
      email
      phoneNumber
      subject
      message
      status
      createdAt
      updatedAt
      messages {
        id
        author
        body
        createdAt
      }
    }
  }
`);

/** Stores the reply, mails it, and answers the ticket (status, conversation) for the cache. */
export const ReplyToTicketMutation = graphql(`
  mutation ReplyToTicket($ticketId: ID!, $body: String!) {
    replyToTicket(ticketId: $ticketId, body: $body) {
      id
      status
      updatedAt
      messages {
        id
        author
        body
        createdAt
      }
    }
  }
`);

/** Returns the changed Ticket so the cache updates it in place. */
export const SetTicketStatusMutation = graphql(`
  mutation SetTicketStatus($id: ID!, $status: TicketStatus!) {
    setTicketStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

export const AdminWaitlistQuery = graphql(`
  query AdminWaitlist {
    adminWaitlist {
      id
      email
      productId
      userId
      createdAt
    }
  }
`);

export const CheckoutFunnelQuery = graphql(`
  query CheckoutFunnel($from: DateTimeISO!, $to: DateTimeISO!) {
    checkoutFunnel(from: $from, to: $to) {
      from
      to
      steps {
        eventType
        sessions
      }
    }
  }
`);
