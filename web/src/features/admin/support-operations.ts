import { graphql } from '../../gql';

/**
 * Admin: one page of tickets, newest first, optionally of one status (filtered by the server);
 * "Load more" asks again with `after`.
 */
export const AdminTicketsQuery = graphql(`
  query AdminTickets($first: Int!, $after: String, $filter: TicketFilter) {
    tickets(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          fullName
          email
          phoneNumber
          language
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

/** Admin: one page of the waitlist, newest first, with how many entries there are in all. */
export const AdminWaitlistQuery = graphql(`
  query AdminWaitlist($first: Int!, $after: String) {
    waitlistEntries(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          email
          productId
          userId
          createdAt
        }
      }
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
