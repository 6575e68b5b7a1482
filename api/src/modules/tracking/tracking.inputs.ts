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

registerEnumType(CheckoutEventType, {
  name: 'CheckoutEventType',
  description: 'A step of the checkout funnel (spec section 7), in funnel order',
  valuesConfig: {
    add_to_cart: { description: 'A product was added to the cart (metadata: productId, cartValue)' },
    begin_checkout: {
      description: 'The checkout opened, once per session (metadata: cartValue, productIds)',
    },
    add_personal_details: { description: 'Step 1, personal details, passed (metadata: step)' },
    add_account: { description: 'Step 2, guest or create account, passed (metadata: step)' },
    add_address: { description: 'Step 3, shipping address, saved (metadata: step)' },
    add_payment: { description: 'Step 4: a payment button chosen (metadata: step)' },
    purchase: { description: 'An order was placed (metadata: orderId, cartValue, productIds)' },
    subscription: { description: 'Joined the waitlist on step 5, after paying (metadata: email, productId)' },
  },
});

/** Spec section 7: POST /api/checkout-events {sessionId, checkoutId, eventType, metadata}. */
@InputType({
  description:
    'One checkout funnel event (spec section 7: POST /api/checkout-events); the web app sends it only after the visitor accepted analytics cookies',
})
export class CheckoutEventInput {
  @Field({
    description: "The browser session's id (checkout_session_id): required, at most 100 characters (trimmed)",
  })
  @Check(sessionIdRule)
  sessionId: string;

  @Field(() => String, {
    nullable: true,
    description: 'The saved checkout (checkout_id) once there is one; at most 100 characters',
  })
  @Check(checkoutIdRule)
  checkoutId?: string | null;

  @Field(() => CheckoutEventType, { description: 'The step reached' })
  @Check(eventTypeRule)
  eventType: CheckoutEventType;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'utmSource, utmMedium, utmCampaign, url, referrer and event fields; at most 4 KB',
  })
  @Check(metadataRule, { multiline: true })
  metadata?: Record<string, unknown> | null;
}

@ObjectType({ description: 'One step of the checkout funnel and how many sessions reached it' })
export class FunnelStepResult {
  @Field(() => CheckoutEventType, { description: 'The step' })
  eventType: CheckoutEventType;

  @Field(() => Int, { description: 'Distinct checkout sessions that sent this event in the range' })
  sessions: number;
}

@ObjectType({ description: 'Distinct checkout sessions per funnel step over a range of UTC days' })
export class CheckoutFunnel {
  @Field(() => GraphQLISODateTime, { description: 'Inclusive start' })
  from: Date;

  @Field(() => GraphQLISODateTime, { description: 'Exclusive end' })
  to: Date;

  @Field(() => [FunnelStepResult], { description: 'Every event type, in funnel order' })
  steps: FunnelStepResult[];
}
