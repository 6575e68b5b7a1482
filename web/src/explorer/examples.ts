/** The explorer's default tabs: operations for the questions support staff ask most. */
export interface ExampleTab {
  query: string;
  variables?: string;
}

export const exampleTabs: ExampleTab[] = [
  {
    query: `# Find a customer's orders by email (any case), newest first, and how many there are.
# Set "email" in Variables below; null lists every order. status: pending (or paid, …) narrows it.
query CustomerOrdersByEmail($email: String) {
  adminOrderCount(customerEmail: $email)
  adminOrders(customerEmail: $email, limit: 100) {
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
