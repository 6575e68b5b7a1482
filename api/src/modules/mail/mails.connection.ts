import { Field, InputType, ObjectType } from 'type-graphql';
import { ChangeSyncFilter, ConnectionType } from '../../graphql/connection';
import { OutboxMail } from './outbox-mail.entity';

@ObjectType({ description: 'A page of the mail outbox, newest first' })
export class OutboxMailConnection extends ConnectionType(OutboxMail, 'OutboxMail', 'mails') {}

@InputType({ description: 'Narrows the outbox; unset fields do not filter' })
export class OutboxMailFilter extends ChangeSyncFilter {
  @Field(() => String, {
    nullable: true,
    description:
      'Only mails in this status: pending, sending, sent, held or failed (BAD_USER_INPUT otherwise)',
  })
  status?: string | null;
}
