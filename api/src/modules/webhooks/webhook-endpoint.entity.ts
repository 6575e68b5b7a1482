import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Where the shop POSTs events. The signing secret is stored encrypted and never exposed again. */
@ObjectType({ description: 'A URL the shop POSTs signed events to (Standard Webhooks)' })
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint id (a UUID)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The https URL events are POSTed to' })
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Field(() => [String], { description: 'The event types sent to this endpoint, e.g. order.created' })
  @Column('text', { array: true, default: () => "'{}'" })
  events: string[];

  @Field(() => String, { nullable: true, description: 'What the endpoint is for' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  description: string | null;

  @Field({ description: 'False: no events are sent (turned off, or failing for 3 days)' })
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Why the shop disabled it, when it did' })
  @Column({ name: 'disabled_reason', type: 'varchar', length: 300, nullable: true })
  disabledReason: string | null;

  @Column({ name: 'secret_sealed', type: 'text' })
  secretSealed: string;

  @Column({ name: 'previous_secret_sealed', type: 'text', nullable: true })
  previousSecretSealed: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Until then the secret replaced by the last rotation also signs (a second v1 signature)',
  })
  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The API token that created it (it stops when that token is revoked); null for an admin’s',
  })
  @Column({ name: 'token_id', type: 'uuid', nullable: true })
  tokenId: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Since when every delivery has failed (null after a success)',
  })
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was added' })
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it was last changed (URL, events, secret, enabled)' })
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
