import { defineMessages, type MessageDescriptor } from 'react-intl';

export const accountMessages: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'account.page.title', defaultMessage: 'My Account' },
  subtitle: { id: 'account.page.subtitle', defaultMessage: 'Manage your VPN devices and subscriptions' },
  notProvided: { id: 'account.profile.notProvided', defaultMessage: 'Not provided' },
  noOrders: {
    id: 'account.orders.empty',
    defaultMessage: 'No orders yet. Start shopping to see your orders here.',
  },
  noSubscriptions: {
    id: 'account.subscriptions.empty',
    defaultMessage: 'No active subscriptions. Subscribe to a plan to get started.',
  },
  noTickets: {
    id: 'account.tickets.empty',
    defaultMessage: 'No support tickets. Questions? Write to us from the Help page.',
  },
  unauthorizedTitle: { id: 'account.unauthorized.title', defaultMessage: 'Unauthorized' },
  unauthorizedText: {
    id: 'account.unauthorized.description',
    defaultMessage: 'You are logged out. Logging in again...',
  },
  somethingWrong: { id: 'account.common.somethingWrong', defaultMessage: 'Something went wrong' },
  opening: { id: 'account.common.opening', defaultMessage: 'Opening…' },
  backToAccount: { id: 'account.common.backToAccount', defaultMessage: 'Back to My Account' },
  subscription: { id: 'account.common.subscription', defaultMessage: 'Subscription' },
  editName: { id: 'account.common.editName', defaultMessage: 'Edit name' },
});

const shopLinkMessages = defineMessages({
  devices: { id: 'account.shopLinks.devices', defaultMessage: 'Shop devices' },
  plans: { id: 'account.shopLinks.plans', defaultMessage: 'View plans' },
  help: { id: 'account.shopLinks.help', defaultMessage: 'Go to Help' },
});

/** The empty panels' ways into the shop (the landing page's sections) and to help. */
export const SHOP_LINKS = {
  devices: { label: shopLinkMessages.devices, to: '/#shop' },
  plans: { label: shopLinkMessages.plans, to: '/#subscription' },
  help: { label: shopLinkMessages.help, to: '/help' },
} as const;
