import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
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
  @Query(() => [String], { description: 'The event types an endpoint can subscribe to' })
  webhookEventTypes(): readonly string[] {
    return WEBHOOK_EVENT_TYPES;
  }

  @Query(() => [WebhookEndpoint], {
    description: 'Webhook endpoints, newest first: all of them for an admin, its own for an API token',
  })
  webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return ctx.services.webhooks.list(ctx.actor);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: `${WHO}: adds an endpoint; its signing secret is returned only here`,
  })
  createWebhookEndpoint(
    @Arg('input', { description: 'The URL, the events and a description' }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpointWithSecret> {
    return ctx.services.webhooks.create(ctx.actor, input);
  }

  @Mutation(() => WebhookEndpoint, { description: `${WHO}: changes an endpoint` })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Arg('input', { description: 'What to change' }) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpoint> {
    return ctx.services.webhooks.update(ctx.actor, id, input);
  }

  @Mutation(() => Boolean, { description: `${WHO}: deletes an endpoint and its deliveries` })
  deleteWebhookEndpoint(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.webhooks.delete(ctx.actor, id);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: `${WHO}: a new signing secret, shown only here; the old one also signs for 24 hours`,
  })
  rotateWebhookSecret(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpointWithSecret> {
    return ctx.services.webhooks.rotateSecret(ctx.actor, id);
  }

  @Mutation(() => WebhookDelivery, { description: `${WHO}: queues a webhook.test event for the endpoint` })
  sendTestWebhook(
    @Arg('id', () => ID, { description: ID_ARG }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDelivery> {
    return ctx.services.webhooks.sendTest(ctx.actor, id);
  }

  @Mutation(() => WebhookDelivery, {
    description: `${WHO}: sends a delivery again, with the same webhook-id and body`,
  })
  redeliverWebhook(
    @Arg('id', () => ID, { description: 'The delivery (NOT_FOUND when unknown or not yours)' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDelivery> {
    return ctx.services.webhooks.redeliver(ctx.actor, id);
  }

  @Query(() => WebhookDeliveryConnection, {
    description:
      'Webhook deliveries, newest first, with their attempts (an API token sees its own endpoints’)',
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
