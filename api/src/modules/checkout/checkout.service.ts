import type { DataSource } from 'typeorm';
import type { Actor } from '../../common/actor';
import { conflict, notFound } from '../../common/app-error';
import { isUuid } from '../../common/check';
import { entityColumns, findEntity } from '../../db/entity-rows';
import type { SqlStatement } from '../../db/statement';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import type { SessionControl } from '../../auth/session';
import type { AccountsService } from '../accounts/accounts.service';
import type { CatalogService } from '../catalog/catalog.service';
import { findCountry } from '../pricing/countries';
import { Checkout } from './checkout.entity';
import type { SaveCheckoutInput } from './checkout.inputs';
import { checkoutMessages, cleanAddress, cleanPersonal } from './checkout.rules';

/** What saving needs from the request besides the input: who may be signed in, and from where. */
export interface CheckoutRequest {
  actor: Actor;
  session: SessionControl;
  clientIp: string;
}

export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly accounts: AccountsService,
    private readonly perAddress: Limiter,
  ) {}

  /**
   * Saves steps 1-3 (input already validated by its rules). "Create Account" registers the buyer
   * (409 when the email is taken, same per-address limit as registration) and signs them in, so
   * the order that follows belongs to the new account. The account and the checkout are written
   * in one transaction: a failed save leaves no account behind to answer 409 to the retry. A
   * buyer who is already signed in keeps their account; the password is never stored here.
   * Saves are counted per client address.
   *
   * With `checkoutId` (the same checkout saved again, e.g. after going back to change the address)
   * that row is updated in place, so the order made from it stays one order; once an order has been
   * placed for it, the checkout is closed and the save is refused (CONFLICT), in the same statement
   * that would update it.
   */
  async save(request: CheckoutRequest, input: SaveCheckoutInput): Promise<Checkout> {
    await consumeOrThrow(this.perAddress, request.clientIp, checkoutMessages.tooMany);
    const earlier = input.checkoutId ? await this.findForActor(request.actor, input.checkoutId) : undefined;
    if (earlier && (await this.hasOrder(earlier.id))) throw conflict(checkoutMessages.alreadyOrdered);
    const product = await this.catalog.getProduct(input.productId);
    const personal = cleanPersonal(input);
    const address = cleanAddress(input);
    const accountType = input.accountType ?? 'guest';
    const signedInId = request.actor.kind === 'user' ? request.actor.userId : null;
    const registration =
      accountType === 'create' && !signedInId && !earlier?.userId
        ? await this.accounts.prepareRegistration(
            {
              email: personal.email,
              password: input.password ?? '',
              firstName: personal.firstName,
              lastName: personal.lastName,
              language: input.language,
            },
            request.clientIp,
          )
        : undefined;
    const checkout = await this.dataSource.transaction(async (manager) => {
      const userId = registration
        ? (await this.accounts.insertAccount(manager, registration)).id
        : (earlier?.userId ?? signedInId);
      const details = {
        ...personal,
        ...address,
        country: findCountry(address.country)?.code ?? address.country,
        accountType: earlier?.userId ? earlier.accountType : accountType,
        productId: product.id,
        userId,
        status: 'pending',
      };
      if (!earlier) return manager.getRepository(Checkout).save(Object.assign(new Checkout(), details));
      const updated = await manager
        .createQueryBuilder()
        .update(Checkout)
        .set(details)
        .where('id = :id', { id: earlier.id })
        .andWhere('NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."checkout_id" = :id)')
        .execute();
      // An order placed between the check above and this update: the checkout is closed.
      if (!updated.affected) throw conflict(checkoutMessages.alreadyOrdered);
      return manager.getRepository(Checkout).findOneByOrFail({ id: earlier.id });
    });
    if (registration && checkout.userId) await request.session.signIn(checkout.userId);
    return checkout;
  }

  /** Whether an order has been placed for this checkout (orders.checkout_id is unique). */
  async hasOrder(checkoutId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM "orders" WHERE "checkout_id" = $1 LIMIT 1',
      [checkoutId],
    );
    return rows.length > 0;
  }

  /**
   * A checkout an order may be made from. Ids are unguessable; a checkout saved by a signed-in
   * buyer is theirs alone and answers like a missing one to anybody else.
   */
  async findForActor(actor: Actor, id: unknown): Promise<Checkout> {
    const { text, values } = this.ownedStatement(actor, id);
    // Hand-written: TypeORM's findOneBy built this SELECT anew each time (~3 % of an order's CPU).
    const checkout = await findEntity(this.dataSource, Checkout, { name: 'checkout_of_actor', text }, values);
    return this.owned(checkout ?? undefined);
  }

  /**
   * The SELECT of findForActor, for a caller that sends it inside a statement of its own (order
   * placement): the checkout `id` if `actor` may use it (a guest's, or the actor's own), else no
   * row. NOT_FOUND at once for an id that is not a uuid.
   */
  ownedStatement(actor: Actor, id: unknown): SqlStatement {
    if (!isUuid(id)) throw notFound(checkoutMessages.checkoutNotFound);
    return {
      text: `SELECT ${entityColumns(this.dataSource, Checkout)} FROM "checkouts"
        WHERE "id" = $1 AND ("user_id" IS NULL OR "user_id" = $2)`,
      values: [id, actor.kind === 'user' ? actor.userId : null],
    };
  }

  /** What ownedStatement found: the checkout, or NOT_FOUND when it found no row. */
  owned(checkout: Checkout | undefined): Checkout {
    if (!checkout) throw notFound(checkoutMessages.checkoutNotFound);
    return checkout;
  }
}
