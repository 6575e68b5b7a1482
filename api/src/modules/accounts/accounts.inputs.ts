import { Field, InputType } from 'type-graphql';
import { Check, optionalText, requiredText } from '../../common/check';
import { emailRule, messages, newPasswordRule, signInEmailRule } from './accounts.rules';

@InputType()
export class RegisterInput {
  @Field()
  @Check(emailRule)
  email: string;

  @Field()
  @Check(newPasswordRule)
  password: string;

  @Field(() => String, { nullable: true })
  @Check(optionalText(100))
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Check(optionalText(100))
  lastName?: string | null;
}

@InputType()
export class LoginInput {
  @Field()
  @Check(signInEmailRule)
  email: string;

  @Field()
  @Check(requiredText(messages.passwordRequired, 200))
  password: string;
}
