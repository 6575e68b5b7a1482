import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check } from '../../common/check';
import {
  CheckoutEventType,
  checkoutIdRule,
  eventTypeRule,
  metadataRule,
  sessionIdRule,
} from './tracking.rules';

registerEnumType(CheckoutEventType, { name: 'CheckoutEventType', description: 'In funnel order' });

/** Spec section 7: POST /api/checkout-events {sessionId, checkoutId, eventType, metadata}. */
@InputType()
export class CheckoutEventInput {
  @Field()
  @Check(sessionIdRule)
  sessionId: string;

  @Field(() => String, { nullable: true })
  @Check(checkoutIdRule)
  checkoutId?: string | null;

  @Field(() => CheckoutEventType)
  @Check(eventTypeRule)
  eventType: CheckoutEventType;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'utmSource, utmMedium, utmCampaign, url, referrer and event fields; at most 4 KB',
  })
  @Check(metadataRule, { multiline: true })
  metadata?: Record<string, unknown> | null;
}

@ObjectType()
export class FunnelStepResult {
  @Field(() => CheckoutEventType)
  eventType: CheckoutEventType;

  @Field(() => Int, { description: 'Distinct checkout sessions that sent this event in the range' })
  sessions: number;
}

@ObjectType()
export class CheckoutFunnel {
  @Field(() => GraphQLISODateTime, { description: 'Inclusive start' })
  from: Date;

  @Field(() => GraphQLISODateTime, { description: 'Exclusive end' })
  to: Date;

  @Field(() => [FunnelStepResult], { description: 'Every event type, in funnel order' })
  steps: FunnelStepResult[];
}
