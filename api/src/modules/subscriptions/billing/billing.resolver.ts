import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { renewalMode, serviceActive } from '@hometunnel/rules';
import type { RequestContext } from '../../../request-context';
import { ConnectionArgs, toConnection } from '../../../graphql/connection';
import { isStaff } from '../../../graphql/introspection';
import { Product } from '../../catalog/product.entity';
import { SubscriptionEvent } from '../subscription-event.entity';
import { Subscription } from '../subscription.entity';
import { SubscriptionConnection } from '../subscriptions.connection';
import { BillingPassReport, PaymentRedirect, SavedCardView } from './billing.types';
import { systemClock } from './billing-clock';
import { savedCardOf } from './renewal-charge';
import { renewalPlan } from './renewal-pricing';

const WHO = "Signed-in customer, their own subscription (NOT_FOUND for anyone else's)";

@Resolver(() => Subscription)
export class BillingResolver {
  @Query(() => Subscription, {
    description: `${WHO}; staff: any. UNAUTHENTICATED for guests`,
  })
  subscription(
    @Arg('id', () => ID, { description: 'The subscription' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Subscription> {
    return ctx.services.billing.get(ctx.actor, id);
  }

  @Query(() => SubscriptionConnection, {
    description:
      'Staff: every subscription, past due and suspended first, then by end date; filter by status (active, past_due, suspended, cancelled, expired; BAD_USER_INPUT otherwise)',
  })
  async adminSubscriptions(
    @Args() { first, after }: ConnectionArgs,
    @Arg('status', () => String, {
      nullable: true,
      description: 'Only this status: active, past_due, suspended, cancelled or expired; all when omitted',
    })
    status: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionConnection> {
    const page = await ctx.services.billing.adminPage(ctx.actor, { status, first, after });
    return toConnection(SubscriptionConnection, page);
  }

  @Mutation(() => PaymentRedirect, {
    description: `${WHO}: the provider's page to save a new card for the renewals; a past-due or suspended plan is charged again on it at once. CONFLICT when the shop takes no cards or the plan has ended`,
  })
  async startPaymentMethodUpdate(
    @Arg('subscriptionId', () => ID, { description: 'The subscription' }) subscriptionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentRedirect> {
    return { ...(await ctx.services.billing.startCardUpdate(ctx.actor, subscriptionId)), orderId: null };
  }

  @Mutation(() => Subscription, {
    description: `${WHO}: back from the card page (its session_id): saves what the provider says was saved`,
  })
  confirmPaymentMethodUpdate(
    @Arg('subscriptionId', () => ID, { description: 'The subscription' }) subscriptionId: string,
    @Arg('sessionId', { description: "The provider's card page session, from the return URL's session_id" })
    sessionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Subscription> {
    return ctx.services.billing.confirmCardUpdate(ctx.actor, subscriptionId, sessionId);
  }

  @Mutation(() => PaymentRedirect, {
    description: `${WHO}: pays the renewal waiting to be paid (past due, suspended, or renewing by hand) on the provider's page; paying by card saves the card for the next renewals. CONFLICT when nothing is to pay`,
  })
  payRenewal(
    @Arg('subscriptionId', () => ID, { description: 'The subscription' }) subscriptionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentRedirect> {
    return ctx.services.billing.payRenewal(ctx.actor, subscriptionId);
  }

  @Mutation(() => Subscription, {
    description: `${WHO}: switches to another plan from the next renewal (its price and duration apply then); the current plan again undoes a pending switch. BAD_USER_INPUT for a product that is not a plan, CONFLICT for an ended plan or the same switch again`,
  })
  changeSubscriptionPlan(
    @Arg('id', () => ID, { description: 'The subscription' }) id: string,
    @Arg('productId', () => ID, { description: 'The plan to renew into' }) productId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Subscription> {
    return ctx.services.billing.changePlan(ctx.actor, id, productId);
  }

  @Mutation(() => BillingPassReport, {
    description:
      'Staff (write): runs one billing pass now, or at `now` to rehearse another moment (CONFLICT in production); `subscriptionId` limits it to one subscription',
  })
  runBillingPass(
    @Arg('now', () => GraphQLISODateTime, {
      nullable: true,
      description: 'The moment the pass acts as of (ISO 8601); now when omitted',
    })
    now: Date | null,
    @Arg('subscriptionId', () => ID, {
      nullable: true,
      description: 'Only this subscription; all of them when omitted',
    })
    subscriptionId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<BillingPassReport> {
    return ctx.services.billing.runPass(ctx.actor, now, subscriptionId);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the service runs: active, past due (grace), or cancelled until its end date',
  })
  serviceActive(@Root() subscription: Subscription): boolean {
    return serviceActive(subscription.status, subscription.endDate, systemClock.now());
  }

  @FieldResolver(() => String, {
    description: 'How it renews: card (the saved card is charged), manual (a reminder with a pay link), none',
  })
  async renewal(@Root() subscription: Subscription, @Ctx() ctx: RequestContext): Promise<string> {
    const product = await ctx.loaders.product.load(subscription.productId);
    return renewalMode({
      status: subscription.status,
      autoRenew: subscription.autoRenew,
      hasCard: subscription.cardRef !== null,
      isPlan: product?.type === 'subscription',
    });
  }

  @FieldResolver(() => SavedCardView, {
    nullable: true,
    description: 'The card renewals charge; null: none saved',
  })
  card(@Root() subscription: Subscription): SavedCardView | null {
    return savedCardOf(subscription);
  }

  @FieldResolver(() => Product, {
    nullable: true,
    description: 'The plan it switches to at the next renewal',
  })
  async nextPlan(@Root() subscription: Subscription, @Ctx() ctx: RequestContext): Promise<Product | null> {
    return subscription.nextProductId
      ? ((await ctx.loaders.product.load(subscription.nextProductId)) ?? null)
      : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'What the next renewal charges (EUR decimal string); null when it will not renew',
  })
  async nextRenewalAmount(
    @Root() subscription: Subscription,
    @Ctx() ctx: RequestContext,
  ): Promise<string | null> {
    if ((await this.nextRenewalDate(subscription, ctx)) === null) return null;
    return (await renewalPlan({ catalog: ctx.services.catalog }, subscription))?.price ?? null;
  }

  @FieldResolver(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When it renews (its end date, or the renewal date a past-due plan is paying for); null when it will not',
  })
  async nextRenewalDate(
    @Root() subscription: Subscription,
    @Ctx() ctx: RequestContext,
  ): Promise<Date | null> {
    // A past-due or suspended plan is still paying for the renewal at its end date.
    if (subscription.status === 'past_due' || subscription.status === 'suspended')
      return subscription.endDate;
    return (await this.renewal(subscription, ctx)) === 'none' ? null : subscription.endDate;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'A renewal order waiting to be paid' })
  renewalOrderId(@Root() subscription: Subscription, @Ctx() ctx: RequestContext): Promise<string | null> {
    return ctx.services.billing.pendingRenewalOrderId(subscription);
  }

  @FieldResolver(() => [SubscriptionEvent], { description: 'What happened to it, newest first' })
  events(
    @Root() subscription: Subscription,
    @Arg('first', () => Int, { defaultValue: 50, description: '1 to 100' }) first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionEvent[]> {
    return ctx.services.billing.events(subscription, first);
  }

  @FieldResolver(() => String, { nullable: true, description: "Staff: the account's email; null for others" })
  async customerEmail(
    @Root() subscription: Subscription & { customerEmail?: string },
    @Ctx() ctx: RequestContext,
  ): Promise<string | null> {
    if (!isStaff(ctx.actor)) return null;
    if (subscription.customerEmail !== undefined) return subscription.customerEmail;
    return (await ctx.services.accounts.getUser(subscription.userId))?.email ?? null;
  }
}
