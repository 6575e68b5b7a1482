import { Field, InputType } from 'type-graphql';
import { accountEmailMessages } from '@hometunnel/rules';
import type { Language } from '@hometunnel/rules';
import { Check, optionalText, requiredText } from '../../common/check';
import { LanguageEnum, optionalLanguageRule } from '../../common/language';
import { emailRule, messages, newPasswordRule, signInEmailRule } from './accounts.rules';

@InputType({ description: 'A new customer account' })
export class RegisterInput {
  @Field({
    description: 'A valid email address (trimmed; stored lower-cased); CONFLICT when an account has it',
  })
  @Check(emailRule)
  email: string;

  @Field({ description: 'At least 6 and at most 200 characters, not trimmed (BAD_USER_INPUT otherwise)' })
  @Check(newPasswordRule)
  password: string;

  @Field(() => String, { nullable: true, description: 'Optional; at most 100 characters' })
  @Check(optionalText(100))
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional; at most 100 characters' })
  @Check(optionalText(100))
  lastName?: string | null;

  @Field(() => LanguageEnum, {
    nullable: true,
    description:
      "The account's language for mails and invoices, as the page it registers from; en when absent",
  })
  @Check(optionalLanguageRule)
  language?: Language | null;
}

@InputType({ description: 'Email and password of an existing account' })
export class LoginInput {
  @Field({ description: 'The account email, any case (trimmed)' })
  @Check(signInEmailRule)
  email: string;

  @Field({ description: 'The account password (required, at most 200 characters)' })
  @Check(requiredText(messages.passwordRequired, 200))
  password: string;
}

@InputType({ description: 'The token of an email verification link' })
export class VerifyEmailInput {
  @Field({
    description:
      'The token from the link mailed at registration or by resendVerificationEmail (valid 24 hours, single use)',
  })
  @Check(requiredText(accountEmailMessages.tokenRequired, 200))
  token: string;
}

@InputType({ description: 'Whom to mail a password reset link' })
export class PasswordResetRequestInput {
  @Field({ description: 'The account email address (a valid address; BAD_USER_INPUT otherwise)' })
  @Check(emailRule)
  email: string;
}

@InputType({ description: 'A new password set through a reset link' })
export class ResetPasswordInput {
  @Field({ description: 'The token from the reset link (valid 1 hour, single use)' })
  @Check(requiredText(accountEmailMessages.tokenRequired, 200))
  token: string;

  @Field({ description: 'At least 6 and at most 200 characters, not trimmed (BAD_USER_INPUT otherwise)' })
  @Check(newPasswordRule)
  password: string;
}

@InputType({ description: "The signed-in user's current password and the new one" })
export class ChangePasswordInput {
  @Field({ description: 'The current password (BAD_USER_INPUT when wrong)' })
  @Check(requiredText(accountEmailMessages.currentPasswordRequired, 200))
  currentPassword: string;

  @Field({ description: 'At least 6 and at most 200 characters, not trimmed (BAD_USER_INPUT otherwise)' })
  @Check(newPasswordRule)
  password: string;
}
