import { Field, InputType } from 'type-graphql';
import { privacyMessages } from '@hometunnel/rules';
import { Check, requiredText } from '../../common/check';

@InputType({ description: "Deleting the signed-in customer's account: their password confirms it" })
export class DeleteAccountInput {
  @Field({ description: 'The current password of the account' })
  @Check(requiredText(privacyMessages.deletePasswordRequired, 200))
  password: string;
}
