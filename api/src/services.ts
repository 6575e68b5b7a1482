import type { Config } from './config';
import type { Database } from './db/database';
import { createLimiter } from './auth/rate-limits';
import { AccountsService } from './modules/accounts/accounts.service';
import { CartService } from './modules/cart/cart.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { AdminService } from './modules/admin/admin.service';
import { SupportService } from './modules/support/support.service';
import { TrackingService } from './modules/tracking/tracking.service';
import { WaitlistService } from './modules/waitlist/waitlist.service';

/** The composition root of the domain: one instance of each service per process. */
export function createServices(db: Database, config: Config) {
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
      registrations: createLimiter(
        db.pool,
        'register_ip',
        config.registrationLimit.points,
        config.registrationLimit.windowSeconds,
      ),
    },
    config.adminEmails,
  );
  const cart = new CartService(db.dataSource, catalog);
  const support = new SupportService(db.dataSource);
  const waitlist = new WaitlistService(db.dataSource);
  const tracking = new TrackingService(db.dataSource);
  const admin = new AdminService(db.dataSource, config.adminEmails);
  return { catalog, accounts, cart, support, waitlist, tracking, admin };
}

export type Services = ReturnType<typeof createServices>;
