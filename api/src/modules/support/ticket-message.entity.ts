import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TicketAuthorName } from '@hometunnel/rules';

@ObjectType({ description: "One message of a ticket's conversation after the first (a staff reply)" })
@Entity('ticket_messages')
@Index('IDX_ticket_messages_ticket_created', ['ticketId', 'createdAt'])
export class TicketMessage {
  @Field(() => ID, { description: 'The message id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The ticket it belongs to' })
  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;

  @Field(() => String, { description: 'customer or staff' })
  @Column({ type: 'varchar', length: 10 })
  author: TicketAuthorName;

  @Field({ description: 'The text, plain (line breaks kept), at most 5,000 characters' })
  @Column({ type: 'text' })
  body: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was written (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
