import type { DataSource } from 'typeorm';
import { consumeOrThrow, consumeStatement, spentError } from '../../auth/rate-limits';
import type { Actor } from '../../common/actor';
import { aliasedColumns, entityColumns, entityOfAlias, findEntity } from '../../db/entity-rows';
import { poolQuery } from '../../db/sql';
import { asCte, type SqlStatement } from '../../db/statement';
import { Checkout } from '../checkout/checkout.entity';
import type { AddressDetails, PersonalDetails } from '../checkout/checkout.rules';
import { buyerDetails, idempotencyCaller } from './order-buyer';
import type { CreateOrderCommand } from './order-command';
import { Order } from './order.entity';
import { orderMessages, scopedIdempotencyKey } from './orders.rules';
import type { OrdersDeps } from './orders.service';

/** What placing an order knows once it has read, before it writes. */
export interface PlacementStart {
  checkout: Checkout | undefined;
  personal: PersonalDetails;
  address: AddressDetails;
  /** The Idempotency-Key scoped to its caller (scopedIdempotencyKey), or null. */
  key: string | null;
  /** The order this checkout or key already made: the request is a retry, answered with it. */
  earlier: Order | null;
}

/**
 * The `columns` of the first order of a checkout (`checkoutId`, an SQL expression) or of the key
 * (`$1`): a retry's. A null matches nothing (`= NULL` is never true).
 */
function earlierOrderSql(columns: string, checkoutId: string): string {
  return `SELECT ${columns} FROM "orders"
    WHERE "checkout_id" = ${checkoutId} OR "idempotency_key" = $1 ORDER BY "created_at" ASC LIMIT 1`;
}

/** The order a checkout or key already made (see earlierOrderSql), or null. */
export function findEarlierOrder(
  dataSource: DataSource,
  checkoutId: string | null,
  key: string | null,
): Promise<Order | null> {
  if (!checkoutId && !key) return Promise.resolve(null);
  const statement = {
    name: 'order_of_checkout_or_key',
    text: earlierOrderSql(entityColumns(dataSource, Order), '$2'),
  };
  return findEntity(dataSource, Order, statement, [key, checkoutId]);
}

/**
 * The reads before an order is placed: the saved checkout (its owner's, or a guest's), an earlier
 * order of the same checkout or key, and, for a new order, one point on the client address's
 * counter (429 once spent; a retry spends none). A saved checkout whose key needs nothing from it
 * (a signed-in buyer's or a token's, or no key) has all three in ONE statement, a round trip
 * instead of three, which order placement is made of; otherwise they go one after another, since
 * a guest's key is scoped by the checkout's email.
 */
export function readBeforePlacing(
  dataSource: DataSource,
  deps: Pick<OrdersDeps, 'checkout' | 'newOrdersPerAddress'>,
  actor: Actor,
  command: CreateOrderCommand,
): Promise<PlacementStart> {
  const hasCheckout = command.checkoutId != null && command.checkoutId !== '';
  const keyOfCaller = typeof command.idempotencyKey !== 'string' || actor.kind !== 'guest';
  return hasCheckout && keyOfCaller
    ? readTogether(dataSource, deps, actor, command)
    : readInTurn(dataSource, deps, actor, command, hasCheckout);
}

function scopedKey(command: CreateOrderCommand, actor: Actor, email: string): string | null {
  return typeof command.idempotencyKey === 'string'
    ? scopedIdempotencyKey(command.idempotencyKey.trim(), idempotencyCaller(actor, email))
    : null;
}

/** readTogether's statement text, per data source. */
const readsStatements = new WeakMap<DataSource, string>();

async function readTogether(
  dataSource: DataSource,
  deps: Pick<OrdersDeps, 'checkout' | 'newOrdersPerAddress'>,
  actor: Actor,
  command: CreateOrderCommand,
): Promise<PlacementStart> {
  // The email is not needed: this caller's key is scoped by account or token.
  const key = scopedKey(command, actor, '');
  const parts: [string, SqlStatement][] = [
    ['checkout', deps.checkout.ownedStatement(actor, command.checkoutId)],
    // Only its id: a retry is rare, and each column of the row is parsed on every order.
    ['earlier', { text: earlierOrderSql('"id"', '(SELECT "id" FROM checkout)'), values: [key] }],
    [
      'counted',
      consumeStatement(
        deps.newOrdersPerAddress,
        command.clientIp,
        'EXISTS (SELECT 1 FROM checkout) AND NOT EXISTS (SELECT 1 FROM earlier)',
      ),
    ],
  ];
  const values = parts.flatMap(([, statement]) => statement.values);
  // The parts' texts never change (only their values do): the statement is written once.
  let text = readsStatements.get(dataSource);
  if (text === undefined) {
    const renumbered: unknown[] = [];
    const ctes = parts.map(([name, statement]) => asCte(name, statement, renumbered));
    text = `WITH ${ctes.join(', ')}
      SELECT ${aliasedColumns(dataSource, Checkout, 'checkout')}, earlier."id" AS "earlier.id",
        counted."points" AS "counted.points", counted."expire" AS "counted.expire"
      FROM (SELECT 1) AS one LEFT JOIN checkout ON true LEFT JOIN earlier ON true LEFT JOIN counted ON true`;
    readsStatements.set(dataSource, text);
  }
  const [row] = await poolQuery<Record<string, unknown>>(
    dataSource,
    { name: 'order_placement_reads', text },
    values,
  );
  const checkout = deps.checkout.owned(entityOfAlias(dataSource, Checkout, row, 'checkout'));
  const earlierId = row['earlier.id'] as string | null;
  const earlier = earlierId === null ? null : await orderById(dataSource, earlierId);
  // Gone since (retention erased it): a new order, which spends its point as any other.
  if (earlierId !== null && earlier === null)
    await consumeOrThrow(deps.newOrdersPerAddress, command.clientIp, orderMessages.tooMany);
  if (earlierId === null) {
    const points = row['counted.points'] as number;
    const spent = spentError(
      deps.newOrdersPerAddress,
      { points, expire: row['counted.expire'] as string },
      orderMessages.tooMany,
    );
    if (spent) throw spent;
  }
  return { checkout, ...buyerDetails(checkout, command), key, earlier };
}

/** The order a retry is answered with (readTogether reads only its id). */
function orderById(dataSource: DataSource, id: string): Promise<Order | null> {
  const text = `SELECT ${entityColumns(dataSource, Order)} FROM "orders" WHERE "id" = $1`;
  return findEntity(dataSource, Order, { name: 'order_by_id', text }, [id]);
}

async function readInTurn(
  dataSource: DataSource,
  deps: Pick<OrdersDeps, 'checkout' | 'newOrdersPerAddress'>,
  actor: Actor,
  command: CreateOrderCommand,
  hasCheckout: boolean,
): Promise<PlacementStart> {
  const checkout = hasCheckout ? await deps.checkout.findForActor(actor, command.checkoutId) : undefined;
  const { personal, address } = buyerDetails(checkout, command);
  const key = scopedKey(command, actor, personal.email);
  // A retry after success must not fail on a cart that has changed since: answer the order first.
  const earlier = await findEarlierOrder(dataSource, checkout?.id ?? null, key);
  if (!earlier) await consumeOrThrow(deps.newOrdersPerAddress, command.clientIp, orderMessages.tooMany);
  return { checkout, personal, address, key, earlier };
}
