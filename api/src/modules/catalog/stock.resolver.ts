import {
  availability,
  type AvailabilityName,
  LOW_STOCK_THRESHOLD,
  STOCK_REASON_MAX_LENGTH,
} from '@hometunnel/rules';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { pageRequest } from '../../common/keyset';
import type { RequestContext } from '../../request-context';
import {
  ConnectionArgs,
  STAFF_READ_ACCESS,
  STAFF_WRITE_ACCESS,
  toConnection,
} from '../../graphql/connection';
import { Product } from './product.entity';
import { StockMovementConnection } from './stock.connection';

export enum Availability {
  IN_STOCK = 'IN_STOCK',
  LOW_STOCK = 'LOW_STOCK',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
}
registerEnumType(Availability, {
  name: 'Availability',
  description: 'Whether a product can be bought now (available = on hand - reserved)',
  valuesConfig: {
    IN_STOCK: { description: `More than ${LOW_STOCK_THRESHOLD} available; plans are always in stock` },
    LOW_STOCK: { description: `1 to ${LOW_STOCK_THRESHOLD} available` },
    OUT_OF_STOCK: { description: 'None available: checkout ends in the waitlist step' },
  },
});

/** Stock on Product: availability for everyone, the numbers and the ledger for staff. */
@Resolver(() => Product)
export class StockResolver {
  @FieldResolver(() => Availability, {
    description: `Anyone: IN_STOCK, LOW_STOCK (${LOW_STOCK_THRESHOLD} or fewer available) or OUT_OF_STOCK; plans are always IN_STOCK`,
  })
  availability(@Root() product: Product): AvailabilityName {
    return availability(product);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: `Units in the warehouse, reserved ones included (0 for plans). ${STAFF_READ_ACCESS}`,
  })
  stockOnHand(@Root() product: Product, @Ctx() ctx: RequestContext): number {
    ctx.services.catalog.requireStockReader(ctx.actor);
    return product.stockOnHand;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: `Units held by unpaid orders. ${STAFF_READ_ACCESS}`,
  })
  stockReserved(@Root() product: Product, @Ctx() ctx: RequestContext): number {
    ctx.services.catalog.requireStockReader(ctx.actor);
    return product.stockReserved;
  }

  @FieldResolver(() => StockMovementConnection, {
    nullable: true,
    description: `The device's stock ledger, newest first, a page at a time. ${STAFF_READ_ACCESS}; BAD_USER_INPUT for a bad first or after`,
  })
  async stockMovements(
    @Root() product: Product,
    @Args() { first, after }: ConnectionArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<StockMovementConnection> {
    const page = await ctx.services.catalog.stockMovements(ctx.actor, product.id, pageRequest(first, after));
    return toConnection(StockMovementConnection, page);
  }

  @Mutation(() => Product, {
    description: `Sets a product's price (EUR decimal string, VAT included, e.g. "29.00"). New orders pay it at once; a plan's running subscriptions renewing within 30 days keep the old price for that renewal, the others are mailed the new price and the renewal it applies from. ${STAFF_WRITE_ACCESS}; NOT_FOUND for an unknown product, BAD_USER_INPUT for a price that is not above 0 with at most 2 decimals`,
  })
  setProductPrice(
    @Arg('productId', () => ID, { description: 'The product' }) productId: string,
    @Arg('price', { description: 'The new price, EUR decimal string' }) price: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Product> {
    return ctx.services.catalog.setPrice(ctx.actor, productId, price);
  }

  @Mutation(() => Product, {
    description: `Changes a device's units on hand by delta, with a reason; written to its stock ledger, and every instance's public caches forget the old availability. ${STAFF_WRITE_ACCESS}; NOT_FOUND for an unknown product, BAD_USER_INPUT for a plan, a delta of 0 or beyond ±100000, a missing or too long reason, or a result below zero (fewer units on hand than reserved)`,
  })
  adjustStock(
    @Arg('productId', () => ID, { description: 'The device' }) productId: string,
    @Arg('delta', () => Int, { description: 'Units to add (positive) or take away (negative)' })
    delta: number,
    @Arg('reason', {
      description: `Why, e.g. "Delivery 2026-11" (1 to ${STOCK_REASON_MAX_LENGTH} characters)`,
    })
    reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Product> {
    return ctx.services.catalog.adjustStock(ctx.actor, productId, delta, reason);
  }
}
