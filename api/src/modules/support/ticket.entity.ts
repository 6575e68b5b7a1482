import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TicketStatus } from './support.rules';

registerEnumType(TicketStatus, { name: 'TicketStatus' });

@ObjectType({ description: 'A support request from the Help page' })
@Entity('tickets')
@Index('IDX_tickets_status_created', ['status', 'createdAt', 'id'])
export class Ticket {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The signed-in customer who sent it, if any. */
  @Field(() => ID, { nullable: true })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field()
  @Column({ name: 'full_name', type: 'varchar' })
  fullName: string;

  @Field()
  @Column({ type: 'varchar' })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'phone_number', type: 'varchar', nullable: true })
  phoneNumber: string | null;

  @Field()
  @Column({ type: 'varchar' })
  subject: string;

  @Field()
  @Column({ type: 'text' })
  message: string;

  @Field(() => TicketStatus)
  @Column({ type: 'varchar', length: 20, default: TicketStatus.open })
  status: TicketStatus;

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
