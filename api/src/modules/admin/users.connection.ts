import { Field, InputType, ObjectType } from 'type-graphql';
import { ChangeSyncFilter, ConnectionType } from '../../graphql/connection';
import { Role, User } from '../accounts/user.entity';

@ObjectType({ description: 'A page of users, newest first' })
export class UserConnection extends ConnectionType(User, 'User', 'users') {}

@InputType({ description: 'Narrows the user list; unset fields do not filter' })
export class UserFilter extends ChangeSyncFilter {
  @Field(() => Role, { nullable: true, description: 'Only users with this role' })
  role?: Role | null;
}
