import { graphql } from '../../gql';

/** Deletes the signed-in customer's account; the password confirms it. */
export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input)
  }
`);

/** Where the browser downloads the customer's data (a JSON file). */
export const DATA_EXPORT_PATH = '/api/account/export';
