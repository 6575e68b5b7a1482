import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { useAdminAccess } from './admin-access';
import { AdminGate } from './admin-gate';
import { AdminShell, CountBadge, EmptyState, FormBesideList } from './admin-layout';
import { ApiTokensTable } from './api-tokens-table';
import { CreateTokenForm } from './create-token-form';
import { TokenSecretNotice } from './token-secret-notice';
import { apiTokenFields, ApiTokensQuery, type ApiToken } from './token-operations';
import { WebhooksSection } from './webhooks-section';

/** /admin/tokens: API tokens for third-party integrations. */
export default function AdminTokensPage() {
  const { user } = useAuth();
  const query = useQuery(ApiTokensQuery, { skip: !user, fetchPolicy: 'cache-and-network' });
  const tokens = (query.data?.apiTokens ?? query.previousData?.apiTokens)?.map(apiTokenFields);
  const { state } = useAdminAccess({ loading: query.loading, error: query.error, hasData: !!tokens });
  const [created, setCreated] = useState<{ secret: string; token: ApiToken } | null>(null);

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to fetch API tokens"
      errorText={errorMessage(query.error)}
      onRetry={() => void query.refetch().catch(() => undefined)}
    >
      {() => {
        const list = tokens ?? [];
        const active = list.filter((t) => !t.revokedAt).length;
        return (
          <AdminShell
            title="API tokens"
            subtitle="Credentials for third-party integrations (GraphQL and REST with a Bearer token)."
            actions={
              <CountBadge aria-label={`Active tokens: ${active}`}>
                Active <strong>{active}</strong>
              </CountBadge>
            }
          >
            <FormBesideList>
              <div>
                {created && <TokenSecretNotice {...created} onDismiss={() => setCreated(null)} />}
                <CreateTokenForm onCreated={(secret, token) => setCreated({ secret, token })} />
              </div>
              {list.length === 0 ? (
                <EmptyState>No API tokens yet</EmptyState>
              ) : (
                <ApiTokensTable
                  tokens={list}
                  onRevoked={(token) => {
                    // The secret of a revoked token is of no use any more.
                    if (created?.token.id === token.id) setCreated(null);
                  }}
                />
              )}
            </FormBesideList>
            <WebhooksSection />
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}
