import { Field, ObjectType } from 'type-graphql';
import type { Role as RoleName } from '../../common/actor';
import { Check } from '../../common/check';
import { User } from '../accounts/user.entity';
import { roleRule } from './admin.rules';

@ObjectType({ description: 'The answer to requestAdminAccess' })
export class AdminAccessResult {
  @Field({ description: "The text for the 'Success' toast" })
  message: string;

  @Field(() => User, { description: 'The caller, now an admin' })
  user: User;
}

/** The REST body of PUT /api/admin/users/{id}/role (GraphQL's Role enum does this check there). */
export class SetUserRoleBody {
  @Check(roleRule)
  role: RoleName;
}
