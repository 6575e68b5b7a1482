import { graphql } from '../../../gql';

/** Admin: one page of the discount codes, newest first, with their status and order. */
export const DiscountCodesQuery = graphql(`
  query DiscountCodes($first: Int!, $after: String) {
    discountCodes(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          code
          email
          amount
          status
          orderId
          productId
          expiresAt
          createdAt
        }
      }
    }
  }
`);

/** Admin: a code for one address, mailed to it. */
export const IssueDiscountCodeMutation = graphql(`
  mutation IssueDiscountCode($email: String!, $amount: String!, $validDays: Int!) {
    issueDiscountCode(email: $email, amount: $amount, validDays: $validDays) {
      id
      code
      email
      amount
      status
      orderId
      productId
      expiresAt
      createdAt
    }
  }
`);
