import type { DataSource } from 'typeorm';
import { consumeOrThrow, type Limiter } from '../../auth/rate-limits';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { invalidCharactersMessage, isUnsafeText } from '../../common/check';
import { normalizeEmail } from '../accounts/accounts.rules';
import { WaitlistEntry } from './waitlist-entry.entity';
import { waitlistMessages } from './waitlist.rules';

const MAX_WAITLIST_LISTED = 1000;

export interface JoinResult {
  message: string;
  created: boolean;
}

export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perAddress: Limiter,
  ) {}

  /**
   * One statement, safe under concurrency: the unique (email, product) index turns a second join
   * (double click, retry, another tab) into a no-op instead of an error or a duplicate. Each
   * address may sign up a bounded number of times per window.
   */
  async join(
    actor: Actor,
    input: { email: string; productId: string },
    clientIp: string,
  ): Promise<JoinResult> {
    await consumeOrThrow(this.perAddress, clientIp, waitlistMessages.tooMany);
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO "waitlist_entries" ("email", "product_id", "user_id") VALUES ($1, $2, $3)
       ON CONFLICT ("email", "product_id") DO NOTHING RETURNING "id"`,
      [normalizeEmail(input.email), input.productId.trim(), actor.kind === 'user' ? actor.userId : null],
    );
    return { message: waitlistMessages.joined, created: rows.length > 0 };
  }

  async list(actor: Actor, productId?: string | null): Promise<WaitlistEntry[]> {
    requireStaff(actor, 'read');
    // PostgreSQL cannot even compare text holding a NUL byte: a 400, not a failed query.
    if (productId && isUnsafeText(productId)) throw badInput(invalidCharactersMessage('Product'));
    return this.dataSource.getRepository(WaitlistEntry).find({
      where: productId ? { productId } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_WAITLIST_LISTED,
    });
  }
}
