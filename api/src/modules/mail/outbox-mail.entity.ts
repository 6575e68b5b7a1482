import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StoredMailTemplate } from '../../mail/templates';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'held', 'failed'] as const;
/** pending → sending → sent; back to pending to retry; failed after the last attempt or a 5xx; held without SMTP_URL. */
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const isMailStatus = (value: unknown): value is MailStatus =>
  typeof value === 'string' && (MAIL_STATUSES as readonly string[]).includes(value);

@ObjectType({ description: 'A mail in the outbox: sent, waiting, failed, or held (no SMTP_URL)' })
@Entity('mail_outbox')
export class OutboxMail {
  @Field(() => ID, { description: 'The mail id (uuid); pass it to adminMail' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({
    description:
      'verify-email, password-reset, order-confirmation, ticket-receipt, ticket-reply, waitlist-receipt',
  })
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Field({ description: 'The recipient address' })
  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Field({ description: 'The subject line' })
  @Column({ type: 'varchar', length: 300 })
  subject: string;

  /** The template and its data the bodies are rendered from (null for mails written before). */
  @Column({ type: 'jsonb', nullable: true })
  template: StoredMailTemplate | null;

  /** Null until rendered; the GraphQL fields html and text render it (MailResolver, MailBodies). */
  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Field(() => String, { description: 'pending, sending, sent, held or failed' })
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: MailStatus;

  @Field(() => Int, { description: 'How many times sending was tried so far' })
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'dedupe_key', type: 'varchar', length: 200, nullable: true })
  dedupeKey: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the mail was written to the outbox (ISO 8601, UTC)' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description:
      'When it last changed: written, attempted, sent (stamped by the database; change sync: filter.updatedAfter)',
  })
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()', update: false })
  updatedAt: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the SMTP server accepted it (ISO 8601, UTC); null until sent',
  })
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
