export const ACCOUNT_TEXTS = {
  title: 'My Account',
  subtitle: 'Manage your VPN devices and subscriptions',
  notProvided: 'Not provided',
  noOrders: 'No orders yet. Start shopping to see your orders here.',
  noSubscriptions: 'No active subscriptions. Subscribe to a plan to get started.',
  noTickets: 'No support tickets. Questions? Write to us from the Help page.',
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
} as const;

/** The empty panels' ways into the shop (the landing page's sections) and to help. */
export const SHOP_LINKS = {
  devices: { label: 'Shop devices', to: '/#shop' },
  plans: { label: 'View plans', to: '/#subscription' },
  help: { label: 'Go to Help', to: '/help' },
} as const;
