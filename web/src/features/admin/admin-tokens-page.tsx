import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { toast } from '../../components/toast';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import type { ApiTokenScope, ApiTokensQuery as ApiTokensResult } from '../../gql/graphql';
import { useAdminAccess } from './admin-access';
import { formatDateTime } from './admin-dates';
import { AdminGate } from './admin-gate';
import { AdminShell, CountBadge, EmptyState } from './admin-layout';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './token-operations';
import { TableWrap } from './waitlist-panel';

type ApiToken = ApiTokensResult['apiTokens'][number];

export const tokenSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Token name is required')
    .max(100, 'Token name must be at most 100 characters'),
  scope: yup.mixed<ApiTokenScope>().oneOf(['read', 'write']).required(),
});

/** Clipboard behind a seam (tests observe it; older browsers may lack it). */
export const clipboard = {
  write(text: string): Promise<void> {
    if (!navigator.clipboard) return Promise.reject(new Error('Clipboard unavailable'));
    return navigator.clipboard.writeText(text);
  },
};

function CreateTokenForm({ onCreated }: { onCreated: (secret: string, token: ApiToken) => void }) {
  const [create] = useMutation(CreateApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.createApiToken.token;
      if (!created) return;
      cache.updateQuery({ query: ApiTokensQuery }, (existing) =>
        existing
          ? { ...existing, apiTokens: [created, ...existing.apiTokens.filter((t) => t.id !== created.id)] }
          : existing,
      );
    },
  });
  const form = useFormik<{ name: string; scope: ApiTokenScope }>({
    initialValues: { name: '', scope: 'read' },
    validationSchema: tokenSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await create({
          variables: { input: { name: values.name.trim(), scope: values.scope } },
        });
        const created = result.data?.createApiToken;
        if (created) {
          onCreated(created.secret, created.token);
          helpers.resetForm();
        }
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Failed to create the token',
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <CreateCard as="form" aria-labelledby="create-token-title" onSubmit={form.handleSubmit} noValidate>
      <h2 id="create-token-title">Create a token</h2>
      <Field
        label="Name"
        name="name"
        placeholder="e.g. ERP order sync"
        hint="What the integration is for, so you recognise it later."
        value={form.values.name}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.name ? form.errors.name : undefined}
        maxLength={100}
      />
      <fieldset>
        <legend>Scope</legend>
        <ScopeOption>
          <input
            type="radio"
            name="scope"
            value="read"
            checked={form.values.scope === 'read'}
            onChange={() => void form.setFieldValue('scope', 'read')}
          />
          <span>
            <strong>Read</strong> Queries only: list orders, tickets, the waitlist.
          </span>
        </ScopeOption>
        <ScopeOption>
          <input
            type="radio"
            name="scope"
            value="write"
            checked={form.values.scope === 'write'}
            onChange={() => void form.setFieldValue('scope', 'write')}
          />
          <span>
            <strong>Write</strong> Queries and mutations, e.g. updating order statuses.
          </span>
        </ScopeOption>
      </fieldset>
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Creating…' : 'Create token'}
      </Button>
    </CreateCard>
  );
}

/** The new secret, shown this once, with a copy button. */
function SecretNotice({
  secret,
  token,
  onDismiss,
}: {
  secret: string;
  token: ApiToken;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await clipboard.write(secret);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Notice role="region" aria-labelledby="secret-title">
      <h2 id="secret-title">Token “{token.name}” created</h2>
      <p>
        Copy the secret now: it is shown <strong>only this once</strong> and stored only as a hash. Send it as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <SecretRow>
        <code data-testid="token-secret" tabIndex={0} aria-label="Token secret">
          {secret}
        </code>
        <Button size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </SecretRow>
      <span aria-live="polite" className="visually-hidden">
        {copied ? 'Token copied to the clipboard' : ''}
      </span>
      <div>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          I have stored it, hide the secret
        </Button>
      </div>
    </Notice>
  );
}

/** /admin/tokens: API tokens for third-party integrations. */
export default function AdminTokensPage() {
  const { user } = useAuth();
  const query = useQuery(ApiTokensQuery, { skip: !user, fetchPolicy: 'cache-and-network' });
  const tokens = query.data?.apiTokens ?? query.previousData?.apiTokens;
  const { state } = useAdminAccess({ loading: query.loading, error: query.error, hasData: !!tokens });
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const [created, setCreated] = useState<{ secret: string; token: ApiToken } | null>(null);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const doRevoke = async (token: ApiToken) => {
    setPendingId(token.id);
    try {
      await revoke({ variables: { id: token.id } });
      toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` });
      if (created?.token.id === token.id) setCreated(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to revoke the token',
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
      setConfirmId(null);
    }
  };

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
            <Layout>
              <div>
                {created && <SecretNotice {...created} onDismiss={() => setCreated(null)} />}
                <CreateTokenForm onCreated={(secret, token) => setCreated({ secret, token })} />
              </div>
              {list.length === 0 ? (
                <EmptyState>No API tokens yet</EmptyState>
              ) : (
                <TableWrap>
                  <table>
                    <caption className="visually-hidden">API tokens</caption>
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Scope</th>
                        <th scope="col">Prefix</th>
                        <th scope="col">Created</th>
                        <th scope="col">Created by</th>
                        <th scope="col">Last used</th>
                        <th scope="col">Status</th>
                        <th scope="col">
                          <span className="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((token) => (
                        <tr key={token.id} data-testid="token-row">
                          <th scope="row">{token.name}</th>
                          <td>
                            <Badge $tone={token.scope === 'write' ? 'warning' : 'primary'}>
                              {token.scope}
                            </Badge>
                          </td>
                          <td>
                            <code>{token.tokenPrefix}…</code>
                          </td>
                          <td>{formatDateTime(token.createdAt)}</td>
                          <td>{token.createdByEmail ?? 'Deleted account'}</td>
                          <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</td>
                          <td>
                            {token.revokedAt ? (
                              <Badge $tone="danger" title={`Revoked ${formatDateTime(token.revokedAt)}`}>
                                Revoked
                              </Badge>
                            ) : (
                              <Badge $tone="success">Active</Badge>
                            )}
                          </td>
                          <td>
                            {!token.revokedAt &&
                              (confirmId === token.id ? (
                                <Confirm>
                                  <Button
                                    size="sm"
                                    variant="danger"
                                    disabled={pendingId === token.id}
                                    onClick={() => void doRevoke(token)}
                                  >
                                    {pendingId === token.id ? 'Revoking…' : 'Confirm revoke'}
                                  </Button>
                                  <Button size="sm" variant="ghost" onClick={() => setConfirmId(null)}>
                                    Keep
                                  </Button>
                                </Confirm>
                              ) : (
                                <Button
                                  size="sm"
                                  variant="outline"
                                  aria-label={`Revoke ${token.name}`}
                                  onClick={() => setConfirmId(token.id)}
                                >
                                  Revoke
                                </Button>
                              ))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
            </Layout>
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 360px minmax(0, 1fr);
  }
  th[scope='row'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    text-transform: none;
    letter-spacing: 0;
    font-size: 0.9rem;
    background: none;
  }
`;

const CreateCard = styled.div`
  display: grid;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    font-size: 1.1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  fieldset {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 6px;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const ScopeOption = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    margin-top: 3px;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Notice = styled.div`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid #86efac;
  background: ${({ theme }) => theme.colors.successSoft};
  h2 {
    font-size: 1.05rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    font-size: 0.875rem;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const SecretRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  code {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    font-size: 0.8rem;
    user-select: all;
  }
`;

const Confirm = styled.div`
  display: flex;
  gap: 6px;
`;
