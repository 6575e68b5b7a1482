import { Field, InputType } from 'type-graphql';
import { accountEmailMessages } from '@hometunnel/rules';
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

@InputType()
export class VerifyEmailInput {
  @Field()
  @Check(requiredText(accountEmailMessages.tokenRequired, 200))
  token: string;
}

@InputType()
export class PasswordResetRequestInput {
  @Field()
  @Check(emailRule)
  email: string;
}

@InputType()
export class ResetPasswordInput {
  @Field()
  @Check(requiredText(accountEmailMessages.tokenRequired, 200))
  token: string;

  @Field()
  @Check(newPasswordRule)
  password: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @Check(requiredText(accountEmailMessages.currentPasswordRequired, 200))
  currentPassword: string;

  @Field()
  @Check(newPasswordRule)
  password: string;
}
