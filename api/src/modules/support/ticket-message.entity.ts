import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TicketAuthorName } from '@hometunnel/rules';

@ObjectType({ description: "One message of a ticket's conversation after the first (a staff reply)" })
@Entity('ticket_messages')
@Index('IDX_ticket_messages_ticket_created', ['ticketId', 'createdAt'])
export class TicketMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;

  @Field(() => String, { description: 'customer or staff' })
  @Column({ type: 'varchar', length: 10 })
  author: TicketAuthorName;

  @Field()
  @Column({ type: 'text' })
  body: string;

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
