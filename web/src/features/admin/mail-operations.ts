import { graphql } from '../../gql';

/**
 * Admin: one page of the outbox, newest first, with its total and the held mails' (the bodies are
 * read one mail at a time); "Load more" passes `after`.
 */
export const AdminMailsQuery = graphql(`
  query AdminMails($first: Int!, $after: String) {
    mails(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          kind
          to
          subject
          status
          attempts
          lastError
          createdAt
          sentAt
        }
      }
    }
    held: mails(first: 1, filter: { status: "held" }) {
      totalCount
    }
  }
`);

/** Admin: one mail with its HTML and text parts. */
export const AdminMailQuery = graphql(`
  query AdminMail($id: ID!) {
    adminMail(id: $id) {
      id
      html
      text
    }
  }
`);

/** How many mails a page of the screen lists. */
export const MAIL_PAGE_SIZE = 50;
