import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { Subscription } from './subscription.entity';

@ObjectType({ description: 'A page of subscriptions, newest first' })
export class SubscriptionConnection extends ConnectionType(Subscription, 'Subscription', 'subscriptions') {}
