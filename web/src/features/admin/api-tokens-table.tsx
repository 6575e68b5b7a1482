import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { formatDateTime } from './admin-dates';
import { RevokeApiTokenMutation, type ApiToken } from './token-operations';
import { TableWrap } from './waitlist-panel';

/** The token list; revoking asks for a confirmation in the row first. */
export function ApiTokensTable({
  tokens,
  onRevoked,
}: {
  tokens: readonly ApiToken[];
  onRevoked: (token: ApiToken) => void;
}) {
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const doRevoke = async (token: ApiToken) => {
    setPendingId(token.id);
    try {
      await revoke({ variables: { id: token.id } });
      toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` });
      onRevoked(token);
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
    <TokensTableWrap>
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
          {tokens.map((token) => (
            <tr key={token.id} data-testid="token-row">
              <th scope="row">{token.name}</th>
              <td>
                <Badge $tone={token.scope === 'write' ? 'warning' : 'primary'}>{token.scope}</Badge>
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
    </TokensTableWrap>
  );
}

const TokensTableWrap = styled(TableWrap)`
  /* Long names and addresses wrap; the Revoke column stays in view while the table scrolls. */
  th[scope='row'],
  td:nth-child(5) {
    white-space: normal;
    min-width: 10ch;
    overflow-wrap: anywhere;
  }
  th:last-child,
  td:last-child {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th:last-child {
    background: ${({ theme }) => theme.colors.bgMuted};
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

const Confirm = styled.div`
  display: flex;
  gap: 6px;
`;
