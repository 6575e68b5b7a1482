import { ArgsType, Field, Int } from 'type-graphql';

/** issueDiscountCode's arguments; the service checks them (one rule for every caller). */
@ArgsType()
export class IssueDiscountCodeArgs {
  @Field({ description: 'The address that may use the code (and gets it by mail)' })
  email: string;

  @Field({
    description: 'What it takes off, EUR decimal string greater than 0 and at most "1000.00", e.g. "50.00"',
  })
  amount: string;

  @Field(() => Int, { description: 'How many days it stays usable: 1 to 365' })
  validDays: number;
}
