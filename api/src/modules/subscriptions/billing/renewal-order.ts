import type { EntityManager } from 'typeorm';
import type { Product } from '../../catalog/product.entity';
import { renewalOrder } from '../../orders/renewal-orders';
import type { Order } from '../../orders/order.entity';
import type { Subscription } from '../subscription.entity';
import type { BillingDeps } from './billing-deps';
import { renewalPlan } from './renewal-pricing';

/** The name and address a renewal order is made out to when its first order is gone. */
async function accountOf(deps: Pick<BillingDeps, 'accounts'>, userId: string) {
  const user = await deps.accounts.getUser(userId);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return { email: user?.email ?? '', name: name || (user?.email ?? '') };
}

/** The renewal order of the subscription's current period (one per period), paid with `pay`. */
export async function subscriptionRenewalOrder(
  manager: EntityManager,
  deps: BillingDeps,
  subscription: Subscription,
  plan: Product,
  pay: { method: string; provider: string },
): Promise<Order> {
  return renewalOrder(manager, deps, {
    subscriptionId: subscription.id,
    periodEnd: subscription.endDate,
    userId: subscription.userId,
    plan,
    sourceOrderId: subscription.orderId,
    account: await accountOf(deps, subscription.userId),
    paymentMethod: pay.method,
    provider: pay.provider,
  });
}

/**
 * The method a renewal paid by the customer uses: the card when the shop takes cards (paying
 * saves the card, so the next renewal is charged), else the first method that takes money here.
 */
function payMethod(deps: BillingDeps): { method: string; provider: string } | null {
  for (const method of ['stripe', 'paypal', 'bank_transfer']) {
    const provider = deps.payments.sellingMethods.includes(method) ? deps.payments.providerFor(method) : null;
    if (provider) return { method, provider };
  }
  return null;
}

/** The renewal order the customer pays for the period ending at endDate; null when nothing sells. */
export async function manualRenewalOrder(
  manager: EntityManager,
  deps: BillingDeps,
  subscription: Subscription,
): Promise<Order | null> {
  const pay = payMethod(deps);
  const plan = await renewalPlan(deps, subscription);
  if (!pay || !plan) return null;
  return subscriptionRenewalOrder(manager, deps, subscription, plan, pay);
}
