export const ACCOUNT_TEXTS = {
  title: 'My Account',
  subtitle: 'Manage your VPN devices and subscriptions',
  notProvided: 'Not provided',
  noOrders: 'No orders yet. Start shopping to see your orders here.',
  noSubscriptions: 'No active subscriptions. Subscribe to a plan to get started.',
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
} as const;
