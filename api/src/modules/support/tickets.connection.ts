import { Field, InputType, ObjectType } from 'type-graphql';
import { ChangeSyncFilter, ConnectionType } from '../../graphql/connection';
import { TicketStatus } from './support.rules';
import { Ticket } from './ticket.entity';

@ObjectType({ description: 'A page of support tickets, newest first' })
export class TicketConnection extends ConnectionType(Ticket, 'Ticket', 'tickets') {}

@InputType({ description: 'Narrows the ticket list; unset fields do not filter' })
export class TicketFilter extends ChangeSyncFilter {
  @Field(() => TicketStatus, { nullable: true, description: 'Only tickets in this status' })
  status?: TicketStatus | null;
}
