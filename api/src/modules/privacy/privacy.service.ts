import type { DataSource, EntityManager } from 'typeorm';
import { privacyMessages } from '@hometunnel/rules';
import { requireUser, type Actor } from '../../common/actor';
import { badInput, conflict, unauthenticated } from '../../common/app-error';
import type { AccountRecordsService, AccountToErase } from '../accounts/account-records.service';
import type { AccountsService } from '../accounts/accounts.service';
import type { CartService } from '../cart/cart.service';
import type { CheckoutRecordsService } from '../checkout/checkout-records.service';
import type { ApiTokensService } from '../integrations/api-tokens.service';
import type { MailService } from '../mail/mail.service';
import type { OrderRecordsService } from '../orders/order-records.service';
import type { SubscriptionRecordsService } from '../subscriptions/subscription-records.service';
import type { SupportService } from '../support/support.service';
import type { TrackingService } from '../tracking/tracking.service';
import type { WaitlistService } from '../waitlist/waitlist.service';
import type { DiscountsService } from '../discounts/discounts.service';

/** The modules that hold a customer's data; each reads and erases its own rows. */
export interface PrivacyDeps {
  accounts: AccountsService;
  accountRecords: AccountRecordsService;
  cart: CartService;
  orders: OrderRecordsService;
  checkouts: CheckoutRecordsService;
  subscriptions: SubscriptionRecordsService;
  support: SupportService;
  waitlist: WaitlistService;
  discounts: DiscountsService;
  tracking: TrackingService;
  apiTokens: ApiTokensService;
  mail: MailService;
}

/** Everything held about one customer (the Privacy Policy's rights of access and portability). */
export interface DataExport {
  exportedAt: string;
  account: Record<string, unknown>;
  orders: Record<string, unknown>[];
  checkouts: Record<string, unknown>[];
  subscriptions: Record<string, unknown>[];
  tickets: Record<string, unknown>[];
  waitlistEntries: Record<string, unknown>[];
  checkoutEvents: Record<string, unknown>[];
  cart: Record<string, unknown>[];
  mails: Record<string, unknown>[];
  apiTokens: Record<string, unknown>[];
}

/**
 * Data rights: the export of everything held about the signed-in customer, and the deletion of
 * their account (personal data erased, orders kept anonymised for the payment-records duty) in
 * one transaction. The retention job erases long-inactive accounts the same way (`eraseAccount`).
 */
export class PrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: PrivacyDeps,
  ) {}

  async exportData(actor: Actor, now = new Date()): Promise<DataExport> {
    const { userId } = requireUser(actor);
    const account = await this.deps.accountRecords.accountRecord(userId);
    if (!account) throw unauthenticated();
    const { email } = account;
    const [
      orders,
      checkouts,
      subscriptions,
      tickets,
      waitlistEntries,
      checkoutEvents,
      cart,
      mails,
      apiTokens,
    ] = await Promise.all([
      this.deps.orders.ordersOfUser(userId),
      this.deps.checkouts.checkoutsOfUser(userId),
      this.deps.subscriptions.subscriptionsOfUser(userId),
      this.deps.support.ticketsOfCustomer(userId, email),
      this.deps.waitlist.entriesOfCustomer(userId, email),
      this.deps.tracking.eventsOfUser(userId),
      this.deps.cart.list(actor),
      this.deps.mail.mailsTo(email),
      this.deps.apiTokens.tokensCreatedBy(userId),
    ]);
    return {
      exportedAt: now.toISOString(),
      account: { ...account },
      orders,
      checkouts,
      subscriptions,
      tickets,
      waitlistEntries,
      checkoutEvents,
      cart: cart.map((line) => ({
        productId: line.productId,
        productType: line.productType,
        quantity: line.quantity,
        addedAt: line.createdAt,
      })),
      mails,
      apiTokens,
    };
  }

  /**
   * Deletes the signed-in customer's account, given their password (each try spends a point of
   * the sign-in limit, as changing the password does). Everything goes in one transaction; every
   * session of the account ends; the address may register again.
   */
  async deleteAccount(actor: Actor, password: unknown): Promise<void> {
    const { userId } = requireUser(actor);
    if (typeof password !== 'string' || password.length === 0 || password.length > 200) {
      throw badInput(privacyMessages.deletePasswordRequired);
    }
    const user = await this.deps.accounts.getUser(userId);
    if (!user) throw unauthenticated();
    if (!(await this.deps.accounts.verifyCurrentPassword(user, password))) {
      throw badInput(privacyMessages.deletePasswordWrong);
    }
    await this.dataSource.transaction(async (manager) => {
      const account = await this.deps.accountRecords.lockForErasure(manager, userId);
      if (!account) throw unauthenticated();
      if (user.role === 'admin') {
        const admins = await this.deps.accounts.lockAdmins(manager);
        if (admins.filter((adminId) => adminId !== userId).length === 0) {
          throw conflict(privacyMessages.lastAdmin);
        }
      }
      await this.eraseAccount(manager, account);
    });
  }

  /**
   * Erases one account with the caller's transaction (the account's row locked by it): orders and
   * checkouts anonymised, subscriptions, tickets with their messages, waitlist entries, discount
   * codes, outbox mails and API tokens deleted, checkout events unlinked, then the row with its cart, tokens
   * and sessions.
   */
  async eraseAccount(manager: EntityManager, account: AccountToErase): Promise<void> {
    const { id, email } = account;
    await this.deps.orders.anonymiseForUser(manager, id);
    await this.deps.checkouts.anonymiseForUser(manager, id);
    await this.deps.subscriptions.deleteForUser(manager, id);
    await this.deps.support.deleteForCustomer(manager, id, email);
    await this.deps.waitlist.deleteForCustomer(manager, id, email);
    await this.deps.discounts.deleteForEmail(manager, email);
    await this.deps.tracking.forgetUser(manager, id, email);
    await this.deps.apiTokens.deleteCreatedBy(manager, id);
    await this.deps.mail.deleteTo(manager, email);
    await this.deps.accountRecords.erase(manager, id);
  }
}
