import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import {
  ConnectionArgs,
  ListOrderInput,
  ORDER_BY_ARG,
  staffPageRequest,
  toConnection,
} from '../../graphql/connection';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryConnection,
  WebhookDeliveryFilter,
  WebhookEndpointWithSecret,
} from './webhooks.inputs';
import { WEBHOOK_EVENT_TYPES } from './webhooks.rules';

const ID_ARG = 'The endpoint (NOT_FOUND when unknown or not yours)';
const WHO = 'Admins (every endpoint) and write-scoped API tokens (the endpoints they created)';

@Resolver(() => WebhookEndpoint)
export class WebhooksResolver {
  @Query(() => [String], {
    description: 'The event types an endpoint can subscribe to (anyone may read this list)',
  })
  webhookEventTypes(): readonly string[] {
    return WEBHOOK_EVENT_TYPES;
  }

  @Query(() => [WebhookEndpoint], {
    description:
      'Webhook endpoints, newest first: all of them for an admin, its own for an API token. UNAUTHENTICATED for guests, FORBIDDEN for customers',
  })
  webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return ctx.services.webhooks.list(ctx.actor);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: `${WHO}: adds an endpoint; its signing secret is returned only here. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens, BAD_USER_INPUT for a URL refused (not https, or resolving to a private address), unknown events or a too long description`,
  })
  createWebhookEndpoint(
    @Arg('input', { description: 'The URL, the events and a description' }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpointWithSecret> {
    return ctx.services.webhooks.create(ctx.actor, input);
  }

  @Mutation(() => WebhookEndpoint, {
    description: `${WHO}: changes an endpoint. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens, NOT_FOUND for an endpoint not yours, BAD_USER_INPUT as for createWebhookEndpoint`,
  })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Arg('input', { description: 'What to change' }) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.update(ctx.actor, id, input);
  }

  @Mutation(() => Boolean, {
    description: `${WHO}: deletes an endpoint and its deliveries. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens, NOT_FOUND for an endpoint not yours`,
  })
  deleteWebhookEndpoint(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.webhooks.delete(ctx.actor, id);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: `${WHO}: a new signing secret, shown only here; the old one also signs for 24 hours. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens, NOT_FOUND for an endpoint not yours`,
  })
  rotateWebhookSecret(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpointWithSecret> {
    return ctx.services.webhooks.rotateSecret(ctx.actor, id);
  }

  @Mutation(() => WebhookDelivery, {
    description: `${WHO}: queues a webhook.test event for the endpoint. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens, NOT_FOUND for an endpoint not yours, CONFLICT while it is disabled`,
  })
  sendTestWebhook(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDelivery> {
    return ctx.services.webhooks.sendTest(ctx.actor, id);
  }

  @Mutation(() => WebhookDelivery, {
    description: `${WHO}: sends a delivery again, with the same webhook-id and body. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens, NOT_FOUND for a delivery not yours, CONFLICT while it is being sent`,
  })
  redeliverWebhook(
    @Arg('id', () => ID, { description: 'The delivery (NOT_FOUND when unknown or not yours)' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDelivery> {
    return ctx.services.webhooks.redeliver(ctx.actor, id);
  }

  @Query(() => WebhookDeliveryConnection, {
    description:
      'Webhook deliveries, newest first, with their attempts (an API token sees its own endpoints’). UNAUTHENTICATED for guests, FORBIDDEN for customers, BAD_USER_INPUT for a bad first, after, orderBy or filter',
  })
  async webhookDeliveries(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => WebhookDeliveryFilter, { nullable: true, description: 'Only some deliveries' })
    filter: WebhookDeliveryFilter | null,
    @Arg('orderBy', () => ListOrderInput, ORDER_BY_ARG) orderBy: ListOrderInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDeliveryConnection> {
    const page = await ctx.services.webhooks.deliveryPage(
      ctx.actor,
      staffPageRequest({ first, after }, orderBy, filter),
      filter ?? {},
    );
    return toConnection(WebhookDeliveryConnection, page);
  }
}
