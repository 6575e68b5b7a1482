import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The card a subscription renews with (what the customer may see of it)' })
export class SavedCardView {
  @Field({ description: 'Card brand, e.g. visa' })
  brand: string;

  @Field({ description: 'Last four digits' })
  last4: string;

  @Field(() => Int, { description: 'Expiry month (1-12)' })
  expMonth: number;

  @Field(() => Int, { description: 'Expiry year' })
  expYear: number;
}

@ObjectType({ description: "Where to send the customer: a provider's payment or card page" })
export class PaymentRedirect {
  @Field(() => String, {
    nullable: true,
    description: "The provider's page; null for a bank transfer (the order shows its bank details)",
  })
  url: string | null;

  @Field(() => ID, { nullable: true, description: 'The renewal order being paid, when there is one' })
  orderId: string | null;
}

@ObjectType({ description: 'What one billing pass did' })
export class BillingPassReport {
  @Field(() => Int, { description: 'Renewal notices sent (card renewals, 7 days before)' })
  notices: number;

  @Field(() => Int, { description: 'Reminders with a pay link sent (manual renewals, 7 days before)' })
  reminders: number;

  @Field(() => Int, { description: 'Renewals charged to the saved card' })
  charged: number;

  @Field(() => Int, { description: 'Renewal charges declined (the plan is past due)' })
  declined: number;

  @Field(() => Int, { description: 'Plans suspended (unpaid 7 days after the renewal date)' })
  suspended: number;

  @Field(() => Int, { description: 'Plans expired (not renewed by their end date)' })
  expired: number;
}
