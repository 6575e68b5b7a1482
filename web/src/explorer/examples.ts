/** The explorer's default tabs: operations for the questions support staff ask most. */
export interface ExampleTab {
  query: string;
  variables?: string;
}

export const exampleTabs: ExampleTab[] = [
  {
    query: `# Find a customer's orders by email (any case), newest first, and how many there are.
# Set "email" in Variables below; null lists every order. status: pending (or paid, …) narrows it.
# More than 100? Run again with after: the answer's pageInfo.endCursor.
query CustomerOrdersByEmail($email: String, $after: String) {
  orders(first: 100, after: $after, filter: { customerEmail: $email }) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        createdAt
        status
        totalAmount
        customerName
        customerEmail
        customerPhone
        userId
        paymentMethod
        shippingAddress
        orderNotes
        items {
          quantity
          price
          product {
            name
            type
            category
          }
        }
      }
    }
  }
}
`,
    variables: `{
  "email": "customer@example.com"
}
`,
  },
  {
    query: `# Open support tickets, newest first, 50 a page (after: pageInfo.endCursor for the next).
# Resolve one with: mutation { setTicketStatus(id: "…", status: resolved) { id status } }
query OpenTickets($after: String) {
  tickets(first: 50, after: $after, filter: { status: open }) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        createdAt
        subject
        fullName
        email
        phoneNumber
        message
        userId
      }
    }
  }
}
`,
  },
  {
    query: `# Waitlist size: totalCount is every entry; the newest 20 are listed.
# Set "productId" in Variables to count one product only.
query WaitlistSize($productId: String) {
  waitlistEntries(first: 20, filter: { productId: $productId }) {
    totalCount
    edges {
      node {
        productId
        email
        createdAt
      }
    }
  }
}
`,
    variables: `{
  "productId": null
}
`,
  },
];
