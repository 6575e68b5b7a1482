import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { errorMessage } from '../../lib/graphql-errors';
import { EmptyState, FormBesideList } from './admin-layout';
import { CreateWebhookForm } from './create-webhook-form';
import { SecretNotice } from './secret-notice';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { webhookEndpointFields, WebhookEndpointsQuery, type WebhookEndpoint } from './webhook-operations';

/** The Integrations screen's webhooks: endpoints, their secrets (shown once), tests and deliveries. */
export function WebhooksSection() {
  const query = useQuery(WebhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  const data = query.data ?? query.previousData;
  const endpoints = data?.webhookEndpoints.map(webhookEndpointFields) ?? [];
  const [secret, setSecret] = useState<{
    secret: string;
    endpoint: WebhookEndpoint;
    rotated: boolean;
  } | null>(null);

  return (
    <Section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p>
        The shop POSTs signed events (orders, subscriptions, tickets, waitlist, customers) to these URLs,
        retries failures for about a day and a half, and disables an endpoint that fails for 3 days.
      </p>
      {!data && query.error ? (
        <EmptyState>{errorMessage(query.error) ?? 'Failed to fetch the webhook endpoints'}</EmptyState>
      ) : (
        <FormBesideList>
          <div>
            {secret && (
              <SecretNotice
                title={secret.rotated ? 'New signing secret' : 'Endpoint added'}
                secret={secret.secret}
                label="Signing secret"
                testId="webhook-secret"
                onDismiss={() => setSecret(null)}
              >
                Copy the signing secret for <code>{secret.endpoint.url}</code> now: it is shown{' '}
                <strong>only this once</strong>.
                {secret.rotated && ' For 24 hours requests are also signed with the old secret.'}
              </SecretNotice>
            )}
            <CreateWebhookForm
              eventTypes={data?.webhookEventTypes ?? []}
              onCreated={(created, endpoint) => setSecret({ secret: created, endpoint, rotated: false })}
            />
          </div>
          {endpoints.length === 0 ? (
            <EmptyState>No webhook endpoints yet</EmptyState>
          ) : (
            <List>
              {endpoints.map((endpoint) => (
                <WebhookEndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  onRotated={(rotated, changed) =>
                    setSecret({ secret: rotated, endpoint: changed, rotated: true })
                  }
                />
              ))}
            </List>
          )}
        </FormBesideList>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 12px;
  margin-top: 40px;
  > h2 {
    font-size: 1.35rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
