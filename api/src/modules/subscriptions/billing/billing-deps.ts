import type { DataSource, EntityManager } from 'typeorm';
import type { AccountsService } from '../../accounts/accounts.service';
import type { CatalogService } from '../../catalog/catalog.service';
import type { MailService } from '../../mail/mail.service';
import type { OrderPaymentStarter } from '../../orders/order-payment-start';
import type { OrdersService } from '../../orders/orders.service';
import type { PaymentEventsService } from '../../payments/payment-events.service';
import type { CardOnFileProvider, ProviderName } from '../../payments/payment-provider';
import type { PricingService } from '../../pricing/pricing.service';
import type { WebhookEmitter } from '../../webhooks/webhooks.service';
import type { BillingClock } from './billing-clock';

/** What the renewal cycle works with; wired in services.ts. */
export interface BillingDeps {
  dataSource: DataSource;
  clock: BillingClock;
  accounts: Pick<AccountsService, 'getUser' | 'usersByIds'>;
  catalog: Pick<CatalogService, 'findProduct'>;
  pricing: PricingService;
  orders: OrdersService;
  paymentEvents: PaymentEventsService;
  /** The provider that keeps cards (Stripe, or the demo standing in); undefined: every plan renews by hand. */
  cardOnFile(name?: string): (CardOnFileProvider & { name: ProviderName }) | undefined;
  /** Back from the card page: the provider's word on what was saved, through the event pipeline. */
  cardSetupReturn(setupRef: string): Promise<unknown>;
  /** The methods that take money here, their providers, and the pay link's payment page. */
  payments: OrderPaymentStarter;
  mail: MailService;
  webhooks: WebhookEmitter;
  shop: { publicUrl: string };
  /** `npm start` (production) refuses a pass at another moment. */
  production: boolean;
}

/**
 * The same deps reading accounts and products in the transaction of `manager`: inside a billing
 * transaction nothing may wait for another connection (the embedded database has only one).
 */
export function inTransaction(deps: BillingDeps, manager: EntityManager): BillingDeps {
  return {
    ...deps,
    accounts: {
      getUser: (userId) => deps.accounts.getUser(userId, manager),
      usersByIds: (ids) => deps.accounts.usersByIds(ids),
    },
    catalog: { findProduct: (id) => deps.catalog.findProduct(id, manager) },
  };
}
