import type { DataSource, EntityManager } from 'typeorm';
import { requireStaff, type Actor, type StaffActor } from '../../common/actor';
import { badInput, conflict, notFound } from '../../common/app-error';
import { invalidCharactersMessage, isUnsafeText, isUuid } from '../../common/check';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import type { SqlStatement } from '../../db/statement';
import { graphqlShape } from './webhook-data';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { checkedAddresses, parseEndpointUrl, type NetworkPolicy } from './webhook-url-guard';
import {
  DELIVERY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  PREVIOUS_SECRET_TTL_MS,
  encryptSecret,
  generateWebhookSecret,
  normalizeEvents,
  webhookBody,
  webhookMessages,
  type DeliveryStatus,
  type WebhookBodyType,
  type WebhookEventType,
} from './webhooks.rules';

/** Unset (or null, except description) leaves a field as it is. */
export interface EndpointChanges {
  url?: string | null;
  events?: readonly string[] | null;
  description?: string | null;
  enabled?: boolean | null;
}

export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  /** `whsec_…`: shown this once; stored only encrypted, for signing. */
  secret: string;
}

export interface DeliveryFilter {
  endpointId?: string | null;
  status?: string | null;
}

/** What another module needs to announce a change: `emit` in its own transaction. */
export type WebhookEmitter = Pick<WebhooksService, 'emit' | 'emitStatement'>;

/**
 * Webhook endpoints and their delivery outbox. Admins manage every endpoint; an integration token
 * with write scope manages the endpoints it made (and sees no other), which stop when the token
 * is revoked (the worker and `emit` skip them; deleting the token deletes them).
 */
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: { policy: NetworkPolicy; secretKey: Buffer },
  ) {}

  /**
   * Queues `type` for every enabled endpoint subscribed to it, in the caller's transaction: the
   * deliveries exist only if the change commits. One statement, nothing written when no endpoint
   * listens. `data` is shaped as the admin GraphQL API shows it (see webhook-data).
   */
  async emit(manager: EntityManager, type: WebhookEventType, data: unknown): Promise<void> {
    const statement = this.emitStatement(type, data);
    await manager.query(statement.text, statement.values);
  }

  /** `emit` as a statement, for a caller that writes it with others (db/statement). */
  emitStatement(type: WebhookEventType, data: unknown): SqlStatement {
    return {
      text: `INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "body")
       SELECT e."id", $1::text, $2::text FROM "webhook_endpoints" e
         LEFT JOIN "api_tokens" t ON t."id" = e."token_id"
        WHERE e."enabled" AND $1::text = ANY(e."events") AND (e."token_id" IS NULL OR t."revoked_at" IS NULL)`,
      values: [type, webhookBody(type, graphqlShape(data), new Date())],
    };
  }

  async list(actor: Actor): Promise<WebhookEndpoint[]> {
    const staff = requireStaff(actor, 'read');
    return this.endpoints().find({
      where: staff.kind === 'integration' ? { tokenId: staff.tokenId } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async create(
    actor: Actor,
    input: { url: string; events: readonly string[]; description?: string | null },
  ): Promise<EndpointWithSecret> {
    const staff = requireStaff(actor, 'write');
    const url = await this.checkedUrl(input.url);
    const events = this.checkedEvents(input.events);
    const secret = generateWebhookSecret();
    const endpoint = await this.endpoints().save({
      url,
      events,
      description: this.checkedDescription(input.description),
      enabled: true,
      disabledReason: null,
      secretSealed: encryptSecret(this.options.secretKey, secret),
      previousSecretSealed: null,
      previousSecretExpiresAt: null,
      tokenId: staff.kind === 'integration' ? staff.tokenId : null,
      createdBy: staff.kind === 'user' ? staff.userId : null,
      failingSince: null,
    });
    return { endpoint: await this.endpoints().findOneByOrFail({ id: endpoint.id }), secret };
  }

  /** Changes what is given; enabling again forgets the failures that disabled it. */
  async update(actor: Actor, id: unknown, changes: EndpointChanges): Promise<WebhookEndpoint> {
    const endpoint = await this.ownEndpoint(actor, id);
    const patch: Partial<WebhookEndpoint> = {};
    if (changes.url !== undefined && changes.url !== null) patch.url = await this.checkedUrl(changes.url);
    if (changes.events !== undefined && changes.events !== null)
      patch.events = this.checkedEvents(changes.events);
    if (changes.description !== undefined) patch.description = this.checkedDescription(changes.description);
    if (changes.enabled !== undefined && changes.enabled !== null) {
      patch.enabled = changes.enabled;
      if (changes.enabled && !endpoint.enabled)
        Object.assign(patch, { failingSince: null, disabledReason: null });
    }
    await this.endpoints().update({ id: endpoint.id }, { ...patch, updatedAt: new Date() });
    return this.endpoints().findOneByOrFail({ id: endpoint.id });
  }

  /** Deletes the endpoint and its deliveries (pending ones are never sent). */
  async delete(actor: Actor, id: unknown): Promise<boolean> {
    const endpoint = await this.ownEndpoint(actor, id);
    await this.endpoints().delete({ id: endpoint.id });
    return true;
  }

  /** A new secret; the old one also signs for 24 h, so receivers can switch without losing events. */
  async rotateSecret(actor: Actor, id: unknown): Promise<EndpointWithSecret> {
    const endpoint = await this.ownEndpoint(actor, id);
    const secret = generateWebhookSecret();
    await this.endpoints().update(
      { id: endpoint.id },
      {
        secretSealed: encryptSecret(this.options.secretKey, secret),
        previousSecretSealed: endpoint.secretSealed,
        previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_TTL_MS),
        updatedAt: new Date(),
      },
    );
    return { endpoint: await this.endpoints().findOneByOrFail({ id: endpoint.id }), secret };
  }

  /** Queues a `webhook.test` event for this endpoint, whatever it subscribes to (not while disabled). */
  async sendTest(actor: Actor, id: unknown): Promise<WebhookDelivery> {
    const endpoint = await this.ownEndpoint(actor, id);
    if (!endpoint.enabled) throw conflict(webhookMessages.disabled);
    const data = { id: endpoint.id, url: endpoint.url, message: 'A test event from the shop' };
    return this.deliveries().save({
      endpointId: endpoint.id,
      eventType: 'webhook.test' satisfies WebhookBodyType,
      body: webhookBody('webhook.test', data, new Date()),
      status: 'pending',
      nextAttemptAt: new Date(),
    });
  }

  /**
   * Sends a delivery again, with the same id (receivers deduplicate on it) and the same body, and
   * a fresh run of the retry schedule; its earlier attempts stay listed.
   */
  async redeliver(actor: Actor, id: unknown): Promise<WebhookDelivery> {
    const delivery = await this.ownDelivery(actor, id);
    // One transaction: the row stays locked until it is read back, so a worker (which skips locked
    // rows) cannot claim it in between, and the answer is the delivery as queued.
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [{ id: string }[], number] = await manager.query(
        `UPDATE "webhook_deliveries"
            SET "status" = 'pending', "attempt_count" = 0, "next_attempt_at" = now(), "locked_until" = NULL
          WHERE "id" = $1 AND "status" <> 'sending' RETURNING "id"`,
        [delivery.id],
      );
      if (!rows[0]) throw conflict('This delivery is being sent right now: try again in a moment');
      return manager.getRepository(WebhookDelivery).findOneByOrFail({ id: delivery.id });
    });
  }

  /** A page of deliveries, newest first (an integration sees only its endpoints' deliveries). */
  async deliveryPage(
    actor: Actor,
    request: PageRequest,
    filter: DeliveryFilter = {},
  ): Promise<PageResult<WebhookDelivery>> {
    const staff = requireStaff(actor, 'read');
    if (filter.status && !(DELIVERY_STATUSES as readonly string[]).includes(filter.status))
      throw badInput(webhookMessages.statusUnknown);
    const filtered = () => {
      const query = this.deliveries().createQueryBuilder('d');
      if (filter.endpointId) {
        // An id that is not a UUID matches nothing (rather than failing in PostgreSQL).
        query.andWhere('d.endpointId = :endpointId', {
          endpointId: isUuid(filter.endpointId) ? filter.endpointId : '00000000-0000-0000-0000-000000000000',
        });
      }
      if (filter.status) query.andWhere('d.status = :status', { status: filter.status as DeliveryStatus });
      if (staff.kind === 'integration') {
        query.andWhere('d.endpointId IN (SELECT "id" FROM "webhook_endpoints" WHERE "token_id" = :tokenId)', {
          tokenId: staff.tokenId,
        });
      }
      return query;
    };
    return keysetPage(filtered(), 'd', request, () => filtered().getCount());
  }

  /**
   * Deletes deliveries written before `before` that are done with (succeeded or failed), with the
   * caller's transaction: their bodies hold customer data (retention). Returns how many.
   */
  async deleteDoneBefore(manager: EntityManager, before: Date): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `DELETE FROM "webhook_deliveries" WHERE "created_at" < $1 AND "status" IN ('succeeded', 'failed')`,
      [before],
    );
    return affected;
  }

  private async ownEndpoint(actor: Actor, id: unknown): Promise<WebhookEndpoint> {
    const staff = requireStaff(actor, 'write');
    const endpoint = isUuid(id) ? await this.endpoints().findOneBy({ id }) : null;
    if (!endpoint || !this.owns(staff, endpoint)) throw notFound(webhookMessages.notFound);
    return endpoint;
  }

  private async ownDelivery(actor: Actor, id: unknown): Promise<WebhookDelivery> {
    const staff = requireStaff(actor, 'write');
    const delivery = isUuid(id) ? await this.deliveries().findOneBy({ id }) : null;
    const endpoint = delivery ? await this.endpoints().findOneBy({ id: delivery.endpointId }) : null;
    if (!delivery || !endpoint || !this.owns(staff, endpoint))
      throw notFound(webhookMessages.deliveryNotFound);
    return delivery;
  }

  /** Admins own every endpoint; a token only those it made. */
  private owns(staff: StaffActor, endpoint: WebhookEndpoint): boolean {
    return staff.kind === 'user' || endpoint.tokenId === staff.tokenId;
  }

  /** The URL as stored, after its form and every address it resolves to passed the SSRF guard. */
  private async checkedUrl(raw: unknown): Promise<string> {
    if (typeof raw !== 'string') throw badInput(webhookMessages.urlRequired);
    const url = parseEndpointUrl(raw, this.options.policy);
    await checkedAddresses(url, this.options.policy);
    return url.toString();
  }

  private checkedEvents(events: readonly string[]): WebhookEventType[] {
    const normalized = normalizeEvents(events);
    if (typeof normalized === 'string') throw badInput(normalized);
    return normalized;
  }

  private checkedDescription(description: string | null | undefined): string | null {
    const value = description?.trim() || null;
    if (value && value.length > DESCRIPTION_MAX_LENGTH) throw badInput(webhookMessages.descriptionTooLong);
    if (value && isUnsafeText(value)) throw badInput(invalidCharactersMessage('Description'));
    return value;
  }

  private endpoints() {
    return this.dataSource.getRepository(WebhookEndpoint);
  }

  private deliveries() {
    return this.dataSource.getRepository(WebhookDelivery);
  }
}
