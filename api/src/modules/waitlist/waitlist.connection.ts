import { Field, InputType, ObjectType } from 'type-graphql';
import { ChangeSyncFilter, ConnectionType } from '../../graphql/connection';
import { WaitlistEntry } from './waitlist-entry.entity';

@ObjectType({ description: 'A page of waitlist entries, newest first' })
export class WaitlistEntryConnection extends ConnectionType(
  WaitlistEntry,
  'WaitlistEntry',
  'waitlist entries',
) {}

@InputType({ description: 'Narrows the waitlist; unset fields do not filter' })
export class WaitlistEntryFilter extends ChangeSyncFilter {
  @Field(() => String, { nullable: true, description: 'Only entries for this product (its id)' })
  productId?: string | null;
}
