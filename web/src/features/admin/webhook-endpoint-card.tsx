import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { formatDateTime } from './admin-dates';
import { WebhookDeliveries } from './webhook-deliveries';
import {
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  SendTestWebhookMutation,
  UpdateWebhookEndpointMutation,
  webhookEndpointFields,
  type WebhookEndpoint,
} from './webhook-operations';

/** One endpoint with its actions; its deliveries open below it. */
export function WebhookEndpointCard({
  endpoint,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  onRotated: (secret: string, endpoint: WebhookEndpoint) => void;
}) {
  const [update] = useMutation(UpdateWebhookEndpointMutation);
  const [rotate] = useMutation(RotateWebhookSecretMutation);
  const [sendTest] = useMutation(SendTestWebhookMutation, { refetchQueries: ['WebhookDeliveries'] });
  const [remove] = useMutation(DeleteWebhookEndpointMutation, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: endpoint.id }) });
      cache.gc();
    },
  });
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = endpoint.description || endpoint.url;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done, description: name });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error) ?? failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Item data-testid="webhook-endpoint" aria-label={`Webhook endpoint ${name}`}>
      <Head>
        <div>
          <Url>{endpoint.url}</Url>
          {endpoint.description && <Description>{endpoint.description}</Description>}
        </div>
        {endpoint.enabled ? (
          <Badge $tone="success">Enabled</Badge>
        ) : (
          <Badge $tone="danger" title={endpoint.disabledReason ?? undefined}>
            Disabled
          </Badge>
        )}
      </Head>
      <Meta>
        {endpoint.events.map((event) => (
          <code key={event}>{event}</code>
        ))}
      </Meta>
      {endpoint.disabledReason && <Warning>{endpoint.disabledReason}</Warning>}
      {endpoint.failingSince && endpoint.enabled && (
        <Warning>Failing since {formatDateTime(endpoint.failingSince)}</Warning>
      )}
      <Actions>
        <Button
          size="sm"
          disabled={busy || !endpoint.enabled}
          title={endpoint.enabled ? undefined : 'Enable the endpoint to send events to it'}
          onClick={() =>
            void run(
              async () => {
                await sendTest({ variables: { id: endpoint.id } });
                setShowDeliveries(true);
              },
              'Test event queued',
              'Failed to send the test event',
            )
          }
        >
          Send test
        </Button>
        <Button size="sm" variant="outline" onClick={() => setShowDeliveries((open) => !open)}>
          {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => update({ variables: { id: endpoint.id, input: { enabled: !endpoint.enabled } } }),
              endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled',
              'Failed to change the endpoint',
            )
          }
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              async () => {
                const result = await rotate({ variables: { id: endpoint.id } });
                const rotated = result.data?.rotateWebhookSecret;
                if (rotated) onRotated(rotated.secret, webhookEndpointFields(rotated.endpoint));
              },
              'Secret rotated',
              'Failed to rotate the secret',
            )
          }
        >
          Rotate secret
        </Button>
        {confirmDelete ? (
          <>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() =>
                void run(
                  () => remove({ variables: { id: endpoint.id } }),
                  'Endpoint deleted',
                  'Failed to delete the endpoint',
                )
              }
            >
              Confirm delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Delete ${name}`}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        )}
      </Actions>
      {showDeliveries && <WebhookDeliveries endpointId={endpoint.id} />}
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  align-items: flex-start;
  > div {
    min-width: 0;
  }
`;

const Url = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  code {
    padding: 2px 6px;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.bgMuted};
    font-size: 0.75rem;
  }
`;

const Warning = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
