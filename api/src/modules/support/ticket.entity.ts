import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from '../../common/language';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '@hometunnel/rules';
import { TicketStatus } from './support.rules';

registerEnumType(TicketStatus, {
  name: 'TicketStatus',
  description:
    'Where a ticket stands: open → answered (a staff reply was mailed) → resolved; staff may set any of them',
  valuesConfig: {
    open: { description: 'New, or waiting for staff' },
    answered: { description: 'Staff replied; the reply was mailed to the customer' },
    resolved: { description: 'Done' },
  },
});

@ObjectType({ description: 'A support request from the Help page' })
@Entity('tickets')
@Index('IDX_tickets_status_created', ['status', 'createdAt', 'id'])
export class Ticket {
  @Field(() => ID, {
    description:
      'The ticket id (uuid); its first 8 characters, upper-cased, are the ticket number customers see in mails',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The signed-in customer who sent it, if any. */
  @Field(() => ID, {
    nullable: true,
    description: 'The signed-in customer who sent it; null when sent by a guest',
  })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field(() => LanguageEnum, {
    description:
      "The language of the page it was sent from: its receipt and the replies' mails are written in it (an account's own language wins); staff reply in it",
  })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Field({ description: "The sender's full name, 2 to 100 characters" })
  @Column({ name: 'full_name', type: 'varchar' })
  fullName: string;

  @Field({ description: 'Where replies are mailed' })
  @Column({ type: 'varchar' })
  email: string;

  @Field(() => String, {
    nullable: true,
    description: 'Optional phone number, as entered (at most 40 characters)',
  })
  @Column({ name: 'phone_number', type: 'varchar', nullable: true })
  phoneNumber: string | null;

  @Field({ description: 'Subject, 5 to 200 characters' })
  @Column({ type: 'varchar' })
  subject: string;

  @Field({ description: "The customer's message, 20 to 5,000 characters, plain text (line breaks kept)" })
  @Column({ type: 'text' })
  message: string;

  @Field(() => TicketStatus, { description: 'open, answered or resolved' })
  @Column({ type: 'varchar', length: 20, default: TicketStatus.open })
  status: TicketStatus;

  @Field(() => GraphQLISODateTime, { description: 'When it was sent (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description:
      'When it last changed: a reply or a status change (ISO 8601, UTC); the key of change sync (filter.updatedAfter)',
  })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
