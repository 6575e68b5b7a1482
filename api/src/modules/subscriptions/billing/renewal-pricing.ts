import { formatCents, renewalPriceCents, toCents } from '@hometunnel/rules';
import type { Product } from '../../catalog/product.entity';
import type { Subscription } from '../subscription.entity';
import type { BillingDeps } from './billing-deps';

/** The plan the next renewal buys, priced at what it charges; null when the plan is gone. */
export async function renewalPlan(
  deps: Pick<BillingDeps, 'catalog'>,
  subscription: Subscription,
): Promise<Product | null> {
  const current = await deps.catalog.findProduct(subscription.productId);
  const next = subscription.nextProductId ? await deps.catalog.findProduct(subscription.nextProductId) : null;
  const plan = next ?? current;
  if (!plan) return null;
  const cents = renewalPriceCents({
    planPriceCents: toCents(plan.price),
    nextPlanPriceCents: next ? toCents(next.price) : null,
    keptPriceCents: subscription.keptPrice === null ? null : toCents(subscription.keptPrice),
    keptPriceFor: subscription.keptPriceFor,
    endDate: subscription.endDate,
  });
  return Object.assign(Object.create(Object.getPrototypeOf(plan)) as Product, plan, {
    price: formatCents(cents),
  });
}
