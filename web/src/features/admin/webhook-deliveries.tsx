import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { formatDateTime } from './admin-dates';
import { TableWrap } from './waitlist-panel';
import { RedeliverWebhookMutation, WebhookDeliveriesQuery } from './webhook-operations';

const STATUS_TONE: Record<string, BadgeTone> = {
  succeeded: 'success',
  failed: 'danger',
  pending: 'warning',
  sending: 'primary',
};
/** Deliveries change while the panel is open (the worker sends and retries): look again this often. */
const POLL_MS = 2000;

/** An endpoint's newest deliveries with every attempt's status code; each can be sent again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const query = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [redeliver] = useMutation(RedeliverWebhookMutation);
  const deliveries = (query.data ?? query.previousData)?.webhookDeliveries.edges.map((edge) => edge.node);

  const again = async (id: string) => {
    try {
      await redeliver({ variables: { id } });
      toast({ title: 'Delivery queued', description: 'It is sent again with the same webhook-id.' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to redeliver',
        variant: 'destructive',
      });
    }
  };

  if (!deliveries) return <Muted>{query.error ? errorMessage(query.error) : 'Loading deliveries…'}</Muted>;
  if (deliveries.length === 0) return <Muted>No deliveries yet.</Muted>;
  return (
    <TableWrap>
      <table>
        <caption className="visually-hidden">Deliveries</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts (HTTP status)</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-testid="webhook-delivery">
              <td>
                <code>{delivery.eventType}</code>
              </td>
              <td>
                <Badge $tone={STATUS_TONE[delivery.status] ?? 'neutral'}>{delivery.status}</Badge>
              </td>
              <td data-testid="webhook-attempts">
                {delivery.attempts.length === 0
                  ? '—'
                  : delivery.attempts.map((attempt, index) => (
                      <Attempt
                        key={attempt.at + index}
                        title={`${formatDateTime(attempt.at)}, ${attempt.durationMs} ms${
                          attempt.responseExcerpt ? `: ${attempt.responseExcerpt}` : ''
                        }`}
                      >
                        {attempt.statusCode ?? 'no answer'}
                      </Attempt>
                    ))}
              </td>
              <td>{formatDateTime(delivery.createdAt)}</td>
              <td>
                {delivery.status !== 'sending' && delivery.status !== 'pending' && (
                  <Button size="sm" variant="outline" onClick={() => void again(delivery.id)}>
                    Redeliver
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

const Muted = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Attempt = styled.span`
  display: inline-block;
  margin-right: 6px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.8rem;
`;
