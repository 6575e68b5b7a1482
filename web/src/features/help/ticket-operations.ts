import { graphql } from '../../gql';

/** Opens a support ticket; no sign-in needed. Only the id and status are read back. */
export const SubmitTicketMutation = graphql(`
  mutation SubmitTicket($input: SubmitTicketInput!) {
    submitTicket(input: $input) {
      id
      status
      createdAt
    }
  }
`);
