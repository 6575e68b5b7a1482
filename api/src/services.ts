import type { Config } from './config';
import type { Database } from './db/database';
import { createLimiter } from './auth/rate-limits';
import { PASSWORD_RESETS_PER_EMAIL_PER_HOUR, VERIFICATION_RESENDS_PER_HOUR } from '@hometunnel/rules';
import { AccountEmailService } from './modules/accounts/account-email.service';
import { AccountsService } from './modules/accounts/accounts.service';
import { GuestOrdersService } from './modules/orders/guest-orders.service';
import { CartService } from './modules/cart/cart.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { CheckoutService } from './modules/checkout/checkout.service';
import { DiscountsService } from './modules/discounts/discounts.service';
import { PaymentProviders } from './modules/payments/payment-providers';
import type { OrderPaymentHooks } from './modules/orders/order-payment-hooks';
import { PaymentEventsService } from './modules/payments/payment-events.service';
import { PaymentsService } from './modules/payments/payments.service';
import { BankTransferJob } from './modules/payments/bank-transfer/bank-transfer-job';
import { demoSecret, orderIdByCaptureRef } from './modules/payments/payment-lookups';
import { AdminOrdersService } from './modules/orders/admin-orders.service';
import { OrderExportService } from './modules/orders/order-export.service';
import { OrdersService } from './modules/orders/orders.service';
import { ReservationExpiry } from './modules/orders/reservation-expiry';
import { systemClock } from './modules/subscriptions/billing/billing-clock';
import { BillingService } from './modules/subscriptions/billing/billing.service';
import { discountOrderHooks } from './modules/discounts/discount-order-hooks';
import { invoiceMailAttachments } from './modules/invoices/invoice-mail-attachments';
import { invoiceOrderHooks } from './modules/invoices/invoice-order-hooks';
import { mailAttachments } from './modules/mail/mail-attachments';
import { girocodeMailAttachments } from './modules/payments/bank-transfer/girocode';
import { stockOrderHooks } from './modules/catalog/stock-order-hooks';
import { sellingMethods } from './modules/payments/payments.config';
import { OrderDetailService } from './modules/orders/order-detail.service';
import { ProfileService } from './modules/accounts/profile.service';
import { PricingService } from './modules/pricing/pricing.service';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { AdminService } from './modules/admin/admin.service';
import { SupportService } from './modules/support/support.service';
import { TrackingService } from './modules/tracking/tracking.service';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { WaitlistExportService } from './modules/waitlist/waitlist-export.service';
import { ApiTokensService } from './modules/integrations/api-tokens.service';
import { MailService } from './modules/mail/mail.service';
import { AccountRecordsService } from './modules/accounts/account-records.service';
import { CheckoutRecordsService } from './modules/checkout/checkout-records.service';
import { OrderRecordsService } from './modules/orders/order-records.service';
import { SubscriptionRecordsService } from './modules/subscriptions/subscription-records.service';
import { PrivacyService } from './modules/privacy/privacy.service';
import { RetentionService } from './modules/privacy/retention';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import { secretCipherKey } from './modules/webhooks/webhooks.rules';
import { InvoicesService } from './modules/invoices/invoices.service';
import { invoiceLinkKey } from './modules/invoices/invoice-links';

/** The composition root of the domain: one instance of each service per process. */
export function createServices(db: Database, config: Config) {
  const shop = {
    brandName: config.brandName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  };
  const mail = new MailService(db.dataSource, { deliver: Boolean(config.smtpUrl), shop });
  const webhooks = new WebhooksService(db.dataSource, {
    policy: config.webhooks,
    secretKey: secretCipherKey(config.webhooks.secretKey),
  });
  const catalog = new CatalogService(db.dataSource);
  const accounts = new AccountsService(
    db.dataSource,
    {
      loginFailures: createLimiter(
        db.pool,
        'login_fail',
        config.loginFailureLimit.points,
        config.loginFailureLimit.windowSeconds,
      ),
      loginFailuresByAddressAndEmail: createLimiter(
        db.pool,
        'login_fail_ip_email',
        config.loginFailurePerAddressAndEmail,
        config.loginFailureLimit.windowSeconds,
      ),
      loginAttemptsByAddress: createLimiter(
        db.pool,
        'login_ip',
        config.loginAttemptsPerAddress,
        config.loginFailureLimit.windowSeconds,
      ),
      registrations: createLimiter(
        db.pool,
        'register_ip',
        config.registrationLimit.points,
        config.registrationLimit.windowSeconds,
      ),
    },
    { outbox: mail, shop },
    webhooks,
  );
  const cart = new CartService(db.dataSource, catalog);
  const perAddress = (prefix: string, points = config.publicFormLimit.points) =>
    createLimiter(db.pool, prefix, points, config.publicFormLimit.windowSeconds);
  const support = new SupportService(db.dataSource, perAddress('ticket_ip'), { mail, webhooks });
  const waitlist = new WaitlistService(db.dataSource, perAddress('waitlist_ip'), {
    catalog,
    mail,
    webhooks,
  });
  const tracking = new TrackingService(
    db.dataSource,
    perAddress('checkout_event_ip', config.checkoutEventsPerAddress),
  );
  const admin = new AdminService(db.dataSource, accounts, config.adminEmails);
  const apiTokens = new ApiTokensService(
    db.dataSource,
    createLimiter(
      db.pool,
      'api_token',
      config.apiTokenRateLimit.points,
      config.apiTokenRateLimit.windowSeconds,
    ),
    accounts,
  );
  const discounts = new DiscountsService(db.dataSource, { mail, shop, waitlist, catalog });
  const pricing = new PricingService(catalog, discounts);
  const checkout = new CheckoutService(
    db.dataSource,
    catalog,
    accounts,
    perAddress('checkout_ip', config.checkoutsPerAddress),
  );
  const subscriptions = new SubscriptionsService(db.dataSource, webhooks);
  const orderRecords = new OrderRecordsService(db.dataSource);
  const invoices = new InvoicesService(db.dataSource, {
    seller: config.seller,
    publicUrl: config.publicUrl,
    linkKey: invoiceLinkKey(config.sessionSecret),
    orders: orderRecords,
  });
  // A restock mails the waitlist's 50 EUR codes in its own transaction.
  catalog.onBackInStock(discounts.backInStockListener);
  // Each module's side of an order's payment life, called in the transaction that moves the order.
  const orderHooks: OrderPaymentHooks[] = [
    stockOrderHooks(catalog),
    discountOrderHooks(discounts),
    invoiceOrderHooks(invoices),
  ];
  const paymentProviders = new PaymentProviders(
    config.payments,
    shop,
    (captureRef) => orderIdByCaptureRef(db.dataSource, captureRef),
    demoSecret(config.sessionSecret),
  );
  const orders = new OrdersService(db.dataSource, {
    pricing,
    discounts,
    checkout,
    cart,
    subscriptions,
    payments: paymentProviders,
    newOrdersPerAddress: perAddress('order_ip', config.checkoutsPerAddress),
    mail,
    webhooks,
    stock: catalog,
    reservations: {
      methods: sellingMethods(config.payments),
      reservationMinutes: config.payments.reservationMinutes,
      bankTransferHoldDays: config.payments.bankTransferHoldDays,
    },
    hooks: orderHooks,
    paymentMailInvoice: (manager, orderId) => invoices.paymentMailInvoice(manager, orderId),
  });
  const paymentEvents = new PaymentEventsService(db.dataSource, orders);
  const billing = new BillingService({
    dataSource: db.dataSource,
    clock: systemClock,
    accounts,
    catalog,
    pricing,
    orders,
    paymentEvents,
    cardOnFile: (name) => paymentProviders.cardOnFile(name),
    cardSetupReturn: (setupRef) => payments.cardSetupReturn(setupRef),
    payments: paymentProviders,
    mail,
    webhooks,
    shop,
    production: config.production,
  });
  catalog.onPriceChange(billing);
  paymentEvents.setCardSetupListener(billing);
  const reservationExpiry = new ReservationExpiry(db.dataSource, {
    hooks: orderHooks,
    webhooks,
    payments: paymentProviders,
  });
  const payments = new PaymentsService(db.dataSource, paymentProviders, paymentEvents, orders, {
    brandName: config.brandName,
  });
  const bankTransfers = new BankTransferJob(db.dataSource, {
    orders,
    mail,
    settings: config.payments.bankTransfer,
    holdDays: config.payments.bankTransferHoldDays,
  });
  const adminOrders = new AdminOrdersService(db.dataSource);
  const orderDetail = new OrderDetailService(db.dataSource, (ids) => orders.itemsFor(ids));
  const profile = new ProfileService(db.dataSource);
  const accountEmail = new AccountEmailService(
    db.dataSource,
    accounts,
    new GuestOrdersService(subscriptions),
    {
      verificationResends: createLimiter(db.pool, 'verify_resend', VERIFICATION_RESENDS_PER_HOUR, 3600),
      resetsByEmail: createLimiter(db.pool, 'reset_email', PASSWORD_RESETS_PER_EMAIL_PER_HOUR, 3600),
      resetsByClient: perAddress('reset_ip'),
    },
  );
  const accountRecords = new AccountRecordsService(db.dataSource);
  const privacy = new PrivacyService(db.dataSource, {
    accounts,
    accountRecords,
    cart,
    orders: orderRecords,
    checkouts: new CheckoutRecordsService(db.dataSource),
    subscriptions: new SubscriptionRecordsService(db.dataSource),
    support,
    waitlist,
    discounts,
    tracking,
    apiTokens,
    mail,
  });
  const retention = new RetentionService(db.dataSource, {
    privacy,
    accountRecords,
    orders: orderRecords,
    support,
    tracking,
    mail,
    webhooks,
  });
  return {
    accountEmail,
    accountRecords,
    privacy,
    retention,
    mail,
    webhooks,
    catalog,
    accounts,
    cart,
    support,
    waitlist,
    tracking,
    admin,
    apiTokens,
    pricing,
    discounts,
    checkout,
    subscriptions,
    billing,
    orders,
    reservationExpiry,
    payments,
    orderHooks,
    /** The files the mail worker attaches when it sends a mail (server.ts). */
    mailAttachments: mailAttachments(invoiceMailAttachments(invoices), girocodeMailAttachments),
    bankTransfers,
    adminOrders,
    orderExport: new OrderExportService(db.dataSource),
    waitlistExport: new WaitlistExportService(db.dataSource, catalog),
    orderDetail,
    profile,
    invoices,
  };
}

export type Services = ReturnType<typeof createServices>;
