import { Field, InputType } from 'type-graphql';
import { firstNameProblem, lastNameProblem } from '@hometunnel/rules';
import { Check } from '../../common/check';

@InputType({ description: "The signed-in customer's name, as My Account's profile form sends it" })
export class UpdateProfileInput {
  @Field({ description: 'Required; at most 100 characters (trimmed)' })
  @Check(firstNameProblem)
  firstName: string;

  @Field({ description: 'Required; at most 100 characters (trimmed)' })
  @Check(lastNameProblem)
  lastName: string;
}
