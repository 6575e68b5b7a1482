import { Field, InputType, ObjectType } from 'type-graphql';
import { Check } from '../../common/check';
import { ApiToken, ApiTokenScope } from './api-token.entity';
import { tokenNameRule } from './api-tokens.rules';

@InputType({ description: 'A new API token: its name and scope' })
export class CreateApiTokenInput {
  @Field({
    description: 'What the token is for, e.g. "ERP order sync": required, at most 100 characters (trimmed)',
  })
  @Check(tokenNameRule)
  name: string;

  @Field(() => ApiTokenScope, { description: 'read (queries only) or write (queries and mutations)' })
  @Check((value) => (value === 'read' || value === 'write' ? undefined : "Scope must be 'read' or 'write'"))
  scope: ApiTokenScope;
}

@ObjectType({ description: 'A token just created, with its secret' })
export class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token as apiTokens lists it' })
  token: ApiToken;

  @Field({ description: 'The secret, shown this once: send it as "Authorization: Bearer <secret>"' })
  secret: string;
}
