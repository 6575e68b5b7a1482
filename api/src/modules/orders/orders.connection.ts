import { Field, InputType, ObjectType } from 'type-graphql';
import { ChangeSyncFilter, ConnectionType } from '../../graphql/connection';
import { Order } from './order.entity';
import { OrderStatus } from './orders.inputs';

@ObjectType({ description: 'A page of orders, newest first' })
export class OrderConnection extends ConnectionType(Order, 'Order', 'orders') {}

@InputType({ description: 'Narrows an order list; unset fields do not filter' })
export class OrderFilter extends ChangeSyncFilter {
  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this status' })
  status?: OrderStatus | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Only the orders placed with this email (any case, surrounding spaces ignored), e.g. a customer's",
  })
  customerEmail?: string | null;
}
