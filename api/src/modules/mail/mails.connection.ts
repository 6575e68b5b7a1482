import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { OutboxMail } from './outbox-mail.entity';

@ObjectType({ description: 'A page of the mail outbox, newest first' })
export class OutboxMailConnection extends ConnectionType(OutboxMail, 'OutboxMail', 'mails') {}
