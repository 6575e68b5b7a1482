import { Field, ObjectType } from 'type-graphql';
import { User } from '../accounts/user.entity';

@ObjectType()
export class AdminAccessResult {
  @Field({ description: "The text for the 'Success' toast" })
  message: string;

  @Field(() => User, { description: 'The caller, now an admin' })
  user: User;
}
