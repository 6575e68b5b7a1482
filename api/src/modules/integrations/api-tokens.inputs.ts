import { Field, InputType, ObjectType } from 'type-graphql';
import { Check } from '../../common/check';
import { ApiToken, ApiTokenScope } from './api-token.entity';
import { tokenNameRule } from './api-tokens.rules';

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'What the token is for, e.g. "ERP order sync"' })
  @Check(tokenNameRule)
  name: string;

  @Field(() => ApiTokenScope)
  @Check((value) => (value === 'read' || value === 'write' ? undefined : "Scope must be 'read' or 'write'"))
  scope: ApiTokenScope;
}

@ObjectType()
export class CreatedApiToken {
  @Field(() => ApiToken)
  token: ApiToken;

  @Field({ description: 'The secret, shown this once: send it as "Authorization: Bearer <secret>"' })
  secret: string;
}
