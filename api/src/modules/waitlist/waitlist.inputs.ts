import { Field, InputType, ObjectType } from 'type-graphql';
import { Check } from '../../common/check';
import { accountMessages, type Language } from '@hometunnel/rules';
import { LanguageEnum, optionalLanguageRule } from '../../common/language';
import { emailRule } from '../accounts/accounts.rules';
import { productIdRule } from './waitlist.rules';

/** Spec section 7: POST /api/waitlist {email, productId}. */
@InputType({ description: 'Who waits for which product (spec section 7: POST /api/waitlist)' })
export class JoinWaitlistInput {
  @Field({
    description: `A valid email address (stored trimmed, lower-cased); BAD_USER_INPUT '${accountMessages.invalidEmail}'`,
  })
  @Check(emailRule)
  email: string;

  @Field({ description: 'The fixed product identifier the web app sends (stored as given)' })
  @Check(productIdRule)
  productId: string;

  @Field(() => LanguageEnum, {
    nullable: true,
    description:
      "The page's language: the receipt and the back-in-stock code are written in it (en when absent; a signed-in account's own language wins)",
  })
  @Check(optionalLanguageRule)
  language?: Language | null;
}

@ObjectType({ description: 'The answer to joinWaitlist' })
export class JoinWaitlistResult {
  @Field({ description: 'The text for the confirmation toast' })
  message: string;

  @Field({ description: 'False when this email was already waiting for this product' })
  created: boolean;
}
