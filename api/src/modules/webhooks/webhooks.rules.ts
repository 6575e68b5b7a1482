import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** What an endpoint may subscribe to (`<object>.<change>`); `webhook.test` only comes from the test button. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'order.refunded',
  'subscription.created',
  'subscription.cancelled',
  'subscription.renewed',
  'subscription.past_due',
  'subscription.suspended',
  'subscription.reactivated',
  'subscription.expired',
  'ticket.created',
  'ticket.updated',
  'waitlist.joined',
  'customer.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type WebhookBodyType = WebhookEventType | 'webhook.test';

export const DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
/** pending → sending → succeeded; back to pending to retry; failed after the schedule runs out. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const URL_MAX_LENGTH = 2000;
export const DESCRIPTION_MAX_LENGTH = 300;
/** What an attempt keeps of the receiver's answer. */
export const RESPONSE_EXCERPT_MAX = 500;
/** An endpoint whose deliveries have failed for this long, without a success between, is disabled. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * 60_000;
/** After a rotation the old secret also signs for this long, so receivers can switch over. */
export const PREVIOUS_SECRET_TTL_MS = 24 * 60 * 60_000;
export const SECRET_PREFIX = 'whsec_';

export const webhookMessages = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  disabled: 'This endpoint is disabled: enable it to send events to it',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be an absolute https:// URL',
  urlTooLong: `URL must be at most ${URL_MAX_LENGTH} characters`,
  urlCredentials: 'URL must not contain a user name or password',
  httpNotAllowed:
    'URL must use https (plain http is allowed only for hosts in WEBHOOK_HTTP_HOSTS, or with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true)',
  unresolvable: (host: string) => `The host ${host} could not be resolved`,
  privateAddress: (host: string, address: string) =>
    `The host ${host} resolves to ${address}, a private, loopback, link-local or otherwise non-public address: webhooks are sent to public addresses only`,
  eventsRequired: 'Choose at least one event',
  unknownEvent: (name: string) => `Unknown event "${name}": use one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  statusUnknown: `Status must be one of ${DELIVERY_STATUSES.join(', ')}`,
} as const;

/** The event list as given, de-duplicated and in the canonical order; a message when invalid. */
export function normalizeEvents(events: readonly string[]): WebhookEventType[] | string {
  if (events.length === 0) return webhookMessages.eventsRequired;
  const unknown = events.find((name) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(name));
  if (unknown !== undefined) return webhookMessages.unknownEvent(unknown);
  return WEBHOOK_EVENT_TYPES.filter((name) => events.includes(name));
}

/** The request body: written once when the event happens, so every retry sends the same bytes. */
export function webhookBody(type: WebhookBodyType, data: unknown, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** 24 random bytes, base64, behind `whsec_` (the Standard Webhooks secret format). */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/**
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the base64-decoded part of the
 * secret after `whsec_` (Standard Webhooks); one signature per secret, space-separated.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
      const digest = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
      return `v1,${digest}`;
    })
    .join(' ');
}

/**
 * Signing secrets must be read back to sign, so they are stored encrypted (AES-256-GCM), never
 * hashed; the key comes from WEBHOOK_SECRET_KEY or else from SESSION_SECRET, through HKDF.
 */
export function secretCipherKey(keyMaterial: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyMaterial, 'hometunnel', 'webhook-signing-secrets', 32));
}

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown webhook secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}

const DURATION = /^(\d+)(ms|s|m|h|d)$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * WEBHOOK_RETRY_SCHEDULE: the waits before each retry, e.g. `5s,5m,30m,2h` (units ms, s, m, h,
 * d). Its length is the number of retries; after the last one fails the delivery is `failed`.
 */
export function parseRetrySchedule(raw: string): number[] {
  const parts = raw.split(',').map((part) => part.trim());
  return parts.map((part) => {
    const match = DURATION.exec(part);
    if (!match)
      throw new Error(
        `WEBHOOK_RETRY_SCHEDULE must be durations like 5s,5m,2h separated by commas, got "${raw}"`,
      );
    return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  });
}

export const DEFAULT_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h';

/** The wait before the next attempt after `attempts` tries, or null when the schedule is spent. */
export function nextRetryDelayMs(schedule: readonly number[], attempts: number): number | null {
  return attempts >= 1 && attempts <= schedule.length ? schedule[attempts - 1] : null;
}

export const isSuccessStatus = (status: number): boolean => status >= 200 && status < 300;
