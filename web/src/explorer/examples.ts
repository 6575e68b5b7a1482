/** The explorer's default tabs: operations for the questions support staff ask most. */
export interface ExampleTab {
  query: string;
  variables?: string;
}

export const exampleTabs: ExampleTab[] = [
  {
    query: `# Find a customer's orders by email.
# adminOrders lists every order, newest first, and has no email argument: the explorer keeps
# only the orders whose customerEmail equals the "email" variable (see Variables below; the
# server ignores it) and says how many it kept under "extensions" → "explorer".
# Leave "email" empty to see every order.
query CustomerOrdersByEmail {
  adminOrders(limit: 1000) {
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
`,
    variables: `{
  "email": "customer@example.com"
}
`,
  },
  {
    query: `# Open support tickets, newest first (at most 500).
# Resolve one with: mutation { setTicketStatus(id: "…", status: resolved) { id status } }
query OpenTickets {
  adminTickets(status: open) {
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
`,
  },
  {
    query: `# Waitlist size: the explorer counts the entries under "extensions" → "explorer" → "counts"
# (at most 1000, newest first). Set "productId" in Variables to count one product only.
query WaitlistSize($productId: String) {
  adminWaitlist(productId: $productId) {
    productId
    email
    createdAt
  }
}
`,
    variables: `{
  "productId": null
}
`,
  },
];
