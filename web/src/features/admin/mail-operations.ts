import { graphql } from '../../gql';

/** Admin: the outbox, newest first (the bodies are read one mail at a time). */
export const AdminMailsQuery = graphql(`
  query AdminMails($limit: Int) {
    adminMails(limit: $limit) {
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

/** How many mails the screen lists. */
export const MAIL_LIST_LIMIT = 100;
