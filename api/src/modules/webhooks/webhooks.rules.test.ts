import { Webhook } from 'standardwebhooks';
import { User } from '../accounts/user.entity';
import { graphqlShape } from './webhook-data';
import {
  decryptSecret,
  encryptSecret,
  generateWebhookSecret,
  nextRetryDelayMs,
  normalizeEvents,
  parseRetrySchedule,
  secretCipherKey,
  signatureHeader,
  webhookBody,
} from './webhooks.rules';

describe('the retry schedule', () => {
  it('reads durations and ends after its last wait', () => {
    const schedule = parseRetrySchedule('5s,5m,30m,2h,5h,10h,10h');
    expect(schedule).toEqual([5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6]);
    expect(nextRetryDelayMs(schedule, 1)).toBe(5000);
    expect(nextRetryDelayMs(schedule, 7)).toBe(36e6);
    expect(nextRetryDelayMs(schedule, 8)).toBeNull();
    expect(parseRetrySchedule('100ms, 1d')).toEqual([100, 864e5]);
    expect(() => parseRetrySchedule('5s,soon')).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});

describe('signatures', () => {
  it('are Standard Webhooks signatures, one per secret', () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const body = webhookBody('webhook.test', { id: 'x' }, new Date());
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = (secrets: string[]) => ({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, 'msg_1', timestamp, body),
    });
    expect(headers([current, previous])['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    for (const secret of [current, previous])
      expect(() => new Webhook(secret).verify(body, headers([current, previous]))).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers([current]))).toThrow();
  });

  it('use secrets stored encrypted, readable only with the key', () => {
    const secret = generateWebhookSecret();
    const sealed = encryptSecret(secretCipherKey('key one'), secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(decryptSecret(secretCipherKey('key one'), sealed)).toBe(secret);
    expect(() => decryptSecret(secretCipherKey('key two'), sealed)).toThrow();
  });
});

describe('events and bodies', () => {
  it('accept known event types only, in one order', () => {
    expect(normalizeEvents(['ticket.created', 'order.created', 'order.created'])).toEqual([
      'order.created',
      'ticket.created',
    ]);
    expect(normalizeEvents([])).toBe('Choose at least one event');
    expect(normalizeEvents(['webhook.test'])).toMatch(/Unknown event "webhook.test"/);
  });

  it('carry an entity as GraphQL shows it: never a column without a field', () => {
    const user = Object.assign(new User(), {
      id: 'u1',
      email: 'ada@example.com',
      passwordHash: '$argon2id$secret',
      firstName: 'Ada',
      lastName: null,
      role: 'user',
      emailVerifiedAt: null,
      createdAt: new Date('2026-01-02T03:04:05Z'),
      updatedAt: new Date(),
    });
    const shape = graphqlShape(user) as Record<string, unknown>;
    expect(shape).toMatchObject({
      id: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      role: 'user',
      emailVerified: false,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(shape).not.toHaveProperty('passwordHash');
    expect(shape).not.toHaveProperty('emailVerifiedAt');
  });
});

describe('graphqlShape of a plain record', () => {
  it('keeps every own key as a key, `__proto__` included, and leaves functions and undefined out', () => {
    const record = JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}') as Record<string, unknown>;
    const shape = graphqlShape({ ...record, skip: undefined, call: () => 1, at: new Date(0) });
    expect(JSON.parse(JSON.stringify(shape))).toEqual({
      ['__proto__']: { polluted: true },
      name: 'x',
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
