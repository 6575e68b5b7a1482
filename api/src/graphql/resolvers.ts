import type { NonEmptyArray } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { CartResolver } from '../modules/cart/cart.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { StockResolver } from '../modules/catalog/stock.resolver';
import { CheckoutResolver } from '../modules/checkout/checkout.resolver';
import { DiscountsResolver } from '../modules/discounts/discounts.resolver';
import { MyOrdersResolver } from '../modules/orders/my-orders.resolver';
import { OrdersResolver } from '../modules/orders/orders.resolver';
import { PricingResolver } from '../modules/pricing/pricing.resolver';
import { MySubscriptionsResolver } from '../modules/subscriptions/my-subscriptions.resolver';
import { SubscriptionsResolver } from '../modules/subscriptions/subscriptions.resolver';
import { BillingResolver } from '../modules/subscriptions/billing/billing.resolver';
import { AdminResolver } from '../modules/admin/admin.resolver';
import { SupportResolver } from '../modules/support/support.resolver';
import { TrackingResolver } from '../modules/tracking/tracking.resolver';
import { WaitlistResolver } from '../modules/waitlist/waitlist.resolver';
import { ApiTokensResolver } from '../modules/integrations/api-tokens.resolver';
import { MailResolver } from '../modules/mail/mail.resolver';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';
import { InvoiceResolver, OrderInvoicesResolver } from '../modules/invoices/invoices.resolver';
import { BankTransferInstructionsResolver } from '../modules/payments/bank-transfer-instructions.resolver';
import { PaymentsResolver } from '../modules/payments/payments.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  CatalogResolver,
  StockResolver,
  CartResolver,
  AccountsResolver,
  SupportResolver,
  WaitlistResolver,
  TrackingResolver,
  AdminResolver,
  ApiTokensResolver,
  PricingResolver,
  CheckoutResolver,
  OrdersResolver,
  MyOrdersResolver,
  SubscriptionsResolver,
  MySubscriptionsResolver,
  BillingResolver,
  MailResolver,
  PrivacyResolver,
  WebhooksResolver,
  DiscountsResolver,
  OrderInvoicesResolver,
  InvoiceResolver,
  PaymentsResolver,
  BankTransferInstructionsResolver,
];
