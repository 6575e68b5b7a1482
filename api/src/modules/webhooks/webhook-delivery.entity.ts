import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryStatus } from './webhooks.rules';

/** One POST of a delivery, as recorded (jsonb in the delivery row). */
@ObjectType({ description: 'One attempt to deliver an event' })
export class WebhookAttempt {
  @Field(() => GraphQLISODateTime, { description: 'When the attempt started' })
  at: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'The HTTP status answered; null on a timeout or connection error',
  })
  statusCode: number | null;

  @Field(() => Int, { description: 'How long the attempt took, in milliseconds' })
  durationMs: number;

  @Field(() => String, {
    nullable: true,
    description: 'The first 500 characters of the answer, or the error when there was none',
  })
  responseExcerpt: string | null;
}

/** The stored form of an attempt (dates as ISO text in jsonb). */
export interface StoredAttempt {
  at: string;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
}

/** An event bound for one endpoint: the outbox row its worker sends, with every attempt. */
@ObjectType({ description: 'An event bound for one endpoint, and its attempts' })
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @Field(() => ID, { description: 'Also the webhook-id header: the same on every retry and redelivery' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The endpoint it is sent to' })
  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @Field({ description: 'The event type, e.g. order.created or webhook.test' })
  @Column({ name: 'event_type', type: 'varchar', length: 60 })
  eventType: string;

  @Field({ description: 'The JSON body sent: {"type", "timestamp", "data"}' })
  @Column({ type: 'text' })
  body: string;

  @Field(() => String, { description: 'pending, sending, succeeded or failed (no retries left)' })
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DeliveryStatus;

  @Column({ name: 'attempt_count', type: 'int', default: 0 })
  attemptCount: number;

  @Column({ name: 'attempts', type: 'jsonb', default: [] })
  storedAttempts: StoredAttempt[];

  @Field(() => GraphQLISODateTime, { description: 'When the next attempt is due (meaningful while pending)' })
  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the event happened and the delivery was queued' })
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description:
      'When it last changed: written, attempted, sent (stamped by the database; change sync: filter.updatedAfter)',
  })
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()', update: false })
  updatedAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When an attempt last succeeded (2xx)' })
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Field(() => [WebhookAttempt], { description: 'Every attempt, oldest first' })
  attempts(): WebhookAttempt[] {
    return this.storedAttempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at) }));
  }
}
