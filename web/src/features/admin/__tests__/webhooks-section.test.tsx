import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import {
  CreateWebhookEndpointMutation,
  SendTestWebhookMutation,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
} from '../webhook-operations';
import { WebhooksSection } from '../webhooks-section';

const EVENTS = ['order.created', 'order.status_changed', 'ticket.created'];
const ENDPOINT = {
  __typename: 'WebhookEndpoint' as const,
  id: 'wh1',
  url: 'https://erp.example.com/hooks',
  events: ['order.created'],
  description: 'ERP sync',
  enabled: true,
  disabledReason: null,
  tokenId: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const listMock = (endpoints: object[]) => ({
  request: { query: WebhookEndpointsQuery },
  result: { data: { webhookEventTypes: EVENTS, webhookEndpoints: endpoints } },
});
const deliveriesMock = {
  request: { query: WebhookDeliveriesQuery, variables: { endpointId: 'wh1' } },
  result: {
    data: {
      webhookDeliveries: {
        __typename: 'WebhookDeliveryConnection',
        edges: [
          {
            __typename: 'WebhookDeliveryEdge',
            node: {
              __typename: 'WebhookDelivery',
              id: 'd1',
              eventType: 'webhook.test',
              status: 'succeeded',
              createdAt: '2026-03-01T10:05:00.000Z',
              nextAttemptAt: '2026-03-01T10:05:00.000Z',
              attempts: [
                {
                  __typename: 'WebhookAttempt',
                  at: '2026-03-01T10:05:00.000Z',
                  statusCode: 500,
                  durationMs: 12,
                  responseExcerpt: 'oops',
                },
                {
                  __typename: 'WebhookAttempt',
                  at: '2026-03-01T10:05:05.000Z',
                  statusCode: 204,
                  durationMs: 8,
                  responseExcerpt: '',
                },
              ],
            },
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
};

beforeEach(() => resetToasts());

describe('webhooks on the Integrations screen', () => {
  it('validates the form, adds an endpoint and shows its secret once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />, {
      mocks: [
        listMock([]),
        {
          request: {
            query: CreateWebhookEndpointMutation,
            variables: {
              input: { url: 'https://erp.example.com/hooks', events: ['order.created'], description: null },
            },
          },
          result: {
            data: {
              createWebhookEndpoint: {
                __typename: 'WebhookEndpointWithSecret',
                secret: 'whsec_c2VjcmV0',
                endpoint: { ...ENDPOINT, description: null },
              },
            },
          },
        },
      ],
      toaster: true,
    });
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('URL is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/URL/), 'https://erp.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'order.created' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(await screen.findByTestId('webhook-endpoint')).toHaveTextContent('https://erp.example.com/hooks');
    await user.click(screen.getByRole('button', { name: /hide the secret/ }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('sends a test event and lists deliveries with each attempt’s status code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />, {
      mocks: [
        listMock([ENDPOINT]),
        {
          request: { query: SendTestWebhookMutation, variables: { id: 'wh1' } },
          result: { data: { sendTestWebhook: { __typename: 'WebhookDelivery', id: 'd1' } } },
        },
        deliveriesMock,
      ],
      toaster: true,
    });
    const card = await screen.findByTestId('webhook-endpoint');
    expect(card).toHaveTextContent(/ERP sync.*Enabled.*order\.created/);
    await user.click(within(card).getByRole('button', { name: 'Send test' }));
    const row = await screen.findByTestId('webhook-delivery');
    expect(row).toHaveTextContent(/webhook\.test.*succeeded.*500.*204/);
    expect(within(row).getByRole('button', { name: 'Redeliver' })).toBeInTheDocument();
  });
});
