import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ChangeSyncFilter, ConnectionType } from '../../graphql/connection';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WEBHOOK_EVENT_TYPES } from './webhooks.rules';

const EVENTS = `Event types to send: ${WEBHOOK_EVENT_TYPES.join(', ')}`;
const URL_RULES =
  'https URL (plain http only for hosts in WEBHOOK_HTTP_HOSTS); it must resolve to public addresses only (BAD_USER_INPUT otherwise)';

@InputType({ description: 'A new webhook endpoint' })
export class CreateWebhookEndpointInput {
  @Field({ description: `Where events are POSTed: an ${URL_RULES}` })
  url: string;

  @Field(() => [String], { description: EVENTS })
  events: string[];

  @Field(() => String, { nullable: true, description: 'What it is for, up to 300 characters' })
  description?: string | null;
}

@InputType({ description: 'Changes to a webhook endpoint; unset fields stay as they are' })
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: `A new ${URL_RULES}` })
  url?: string | null;

  @Field(() => [String], { nullable: true, description: EVENTS })
  events?: string[] | null;

  @Field(() => String, { nullable: true, description: 'What it is for; empty clears it' })
  description?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'false: send nothing to it; true: send again (and forget earlier failures)',
  })
  enabled?: boolean | null;
}

@ObjectType({ description: 'An endpoint with its signing secret, which is shown only here' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint as saved' })
  endpoint: WebhookEndpoint;

  @Field({
    description:
      'The signing secret (whsec_ + base64), shown this once: verify the webhook-signature header with it (Standard Webhooks)',
  })
  secret: string;
}

@InputType({ description: 'Narrows the delivery list; unset fields do not filter' })
export class WebhookDeliveryFilter extends ChangeSyncFilter {
  @Field(() => ID, { nullable: true, description: "Only this endpoint's deliveries" })
  endpointId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only deliveries in this status: pending, sending, succeeded or failed',
  })
  status?: string | null;
}

@ObjectType({ description: 'A page of webhook deliveries, newest first' })
export class WebhookDeliveryConnection extends ConnectionType(
  WebhookDelivery,
  'WebhookDelivery',
  'deliveries',
) {}
