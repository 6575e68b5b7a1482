import { Field, InputType } from 'type-graphql';
import { firstNameProblem, lastNameProblem } from '@hometunnel/rules';
import type { Language } from '@hometunnel/rules';
import { Check } from '../../common/check';
import { languageRule } from '../../common/language';

@InputType({ description: "The signed-in customer's name, as My Account's profile form sends it" })
export class UpdateProfileInput {
  @Field({ description: 'Required; at most 100 characters (trimmed)' })
  @Check(firstNameProblem)
  firstName: string;

  @Field({ description: 'Required; at most 100 characters (trimmed)' })
  @Check(lastNameProblem)
  lastName: string;
}

/** The REST body of PUT /api/auth/user/language (GraphQL: updatePreferredLanguage's argument). */
export class PreferredLanguageBody {
  @Check(languageRule)
  language: Language;
}
