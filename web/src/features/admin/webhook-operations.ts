import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';

/** What the Integrations screen shows of an endpoint (never its secret). */
export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    events
    description
    enabled
    disabledReason
    tokenId
    failingSince
    previousSecretExpiresAt
    createdAt
  }
`);

export type WebhookEndpoint = WebhookEndpointFieldsFragment;

export const webhookEndpointFields = (
  endpoint: FragmentType<typeof WebhookEndpointFields>,
): WebhookEndpoint => getFragmentData(WebhookEndpointFields, endpoint);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEventTypes
    webhookEndpoints {
      id
      ...WebhookEndpointFields
    }
  }
`);

/** The secret comes back only here (and from a rotation), once. */
export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      ...WebhookEndpointFields
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
        ...WebhookEndpointFields
      }
    }
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      id
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      id
      status
    }
  }
`);

/** The newest deliveries of one endpoint, with every attempt's status code. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(first: 20, filter: { endpointId: $endpointId }) {
      edges {
        node {
          id
          eventType
          status
          createdAt
          nextAttemptAt
          attempts {
            at
            statusCode
            durationMs
            responseExcerpt
          }
        }
      }
    }
  }
`);
