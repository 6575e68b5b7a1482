import { roleMessages, wouldRemoveLastAdmin } from '@hometunnel/rules';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { toast } from '../../components/toast';
import { getFragmentData } from '../../gql';
import { useAuth, UserProfileFragment, type UserProfile } from '../../lib/auth/use-auth';
import { errorCode, errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import type { Role } from '../../gql/graphql';
import { useAdminAccess } from './admin-access';
import { formatDate } from './admin-dates';
import { AdminGate } from './admin-gate';
import { AdminShell, CountBadge, EmptyState } from './admin-layout';
import { AdminCountQuery, AdminUsersQuery, SetUserRoleMutation } from './user-operations';

type AdminUser = UserProfile;

export const USERS_PAGE_SIZE = 50;

/** Why "Remove Admin" is disabled: the API's own refusal (the last-admin rule is shared). */
export const LAST_ADMIN_EXPLANATION = roleMessages.lastAdmin;

/** Spec section 8: what a failed reload of the user list says. */
export function usersReloadMessage(error: unknown): string {
  return errorCode(error) === 'FORBIDDEN' ? roleMessages.adminRequired : 'Failed to fetch users';
}

export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return (
    [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || 'No Name'
  );
}

/** /admin-users: User Management (spec section 2). */
export default function AdminUsersPage() {
  const { user: me } = useAuth();
  const query = useQuery(AdminUsersQuery, {
    variables: { first: USERS_PAGE_SIZE },
    skip: !me,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const counts = useQuery(AdminCountQuery, { skip: !me, fetchPolicy: 'cache-and-network' });
  const connection = (query.data ?? query.previousData)?.users;
  const users = getFragmentData(
    UserProfileFragment,
    connection?.edges.map((edge) => edge.node),
  );
  const { state } = useAdminAccess({
    loading: query.loading,
    error: query.error ?? counts.error,
    hasData: !!users,
  });
  const [setRole] = useMutation(SetUserRoleMutation);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const changeRole = async (target: AdminUser, role: Role) => {
    setPendingId(target.id);
    try {
      await setRole({ variables: { id: target.id, role } });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) ?? 'Failed to update user role',
        variant: 'destructive',
      });
      setPendingId(null);
      return;
    }
    toast({
      title: 'Role updated',
      description: `${displayName(target) === 'No Name' ? target.email : displayName(target)} is now ${role === 'admin' ? 'an admin' : 'a user'}.`,
    });
    try {
      // The answer updated the row; only the admin count is read again (the pages stay loaded).
      await counts.refetch();
    } catch (error) {
      toast({ title: 'Error', description: usersReloadMessage(error), variant: 'destructive' });
    } finally {
      setPendingId(null);
    }
  };

  return (
    <AdminGate
      state={state}
      errorTitle={usersReloadMessage(query.error ?? counts.error)}
      errorText={errorMessage(query.error ?? counts.error)}
      onRetry={() => void Promise.all([query.refetch(), counts.refetch()]).catch(() => undefined)}
    >
      {() => {
        const list = users ?? [];
        // Counted by the server: the list may be one page of many.
        const total = connection?.totalCount ?? list.length;
        const adminCount = counts.data?.adminCount ?? 0;
        return (
          <AdminShell
            title="User Management"
            subtitle="Promote customers to admins and remove admin rights."
            actions={
              <CountBadge aria-label={`Total users: ${total}`}>
                Total Users <strong>{total}</strong>
              </CountBadge>
            }
          >
            {list.length === 0 ? (
              <EmptyState>No users found</EmptyState>
            ) : (
              <UserList aria-label="Users">
                {list.map((u) => {
                  const lastAdmin = wouldRemoveLastAdmin(u.role === 'admin', 'user', adminCount - 1);
                  const explanationId = `last-admin-${u.id}`;
                  return (
                    <UserRow key={u.id} aria-label={u.email}>
                      <Avatar aria-hidden="true">{initials(u)}</Avatar>
                      <Identity>
                        <strong>
                          {displayName(u)}
                          {me?.id === u.id && <You>You</You>}
                        </strong>
                        <span>{u.email}</span>
                      </Identity>
                      <Joined>
                        <span>Joined</span> <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
                      </Joined>
                      <RoleCell>
                        <Badge $tone={u.role === 'admin' ? 'brand' : 'neutral'}>{u.role}</Badge>
                      </RoleCell>
                      <ActionCell>
                        {u.role === 'admin' ? (
                          <>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={lastAdmin || pendingId === u.id}
                              aria-describedby={lastAdmin ? explanationId : undefined}
                              onClick={() => void changeRole(u, 'user')}
                            >
                              {pendingId === u.id ? 'Updating…' : 'Remove Admin'}
                            </Button>
                            {lastAdmin && (
                              <Explanation id={explanationId}>{LAST_ADMIN_EXPLANATION}</Explanation>
                            )}
                          </>
                        ) : (
                          <Button
                            size="sm"
                            variant="primary"
                            disabled={pendingId === u.id}
                            onClick={() => void changeRole(u, 'admin')}
                          >
                            {pendingId === u.id ? 'Updating…' : 'Make Admin'}
                          </Button>
                        )}
                      </ActionCell>
                    </UserRow>
                  );
                })}
              </UserList>
            )}
            {connection && (
              <LoadMore
                shown={list.length}
                total={total}
                pageInfo={connection.pageInfo}
                label="Load more users"
                onMore={(after) => query.fetchMore({ variables: { after } })}
              />
            )}
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

function initials(user: AdminUser): string {
  const name = displayName(user);
  const source = name === 'No Name' ? user.email : name;
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

const UserList = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const UserRow = styled.li`
  display: grid;
  grid-template-columns: 44px 1fr;
  grid-template-areas: 'avatar identity' 'avatar joined' 'avatar role' 'avatar action';
  gap: 6px 14px;
  align-items: center;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.md} {
    grid-template-columns: 44px minmax(0, 1.6fr) minmax(0, 0.9fr) auto minmax(160px, 0.9fr);
    grid-template-areas: 'avatar identity joined role action';
  }
`;

const Avatar = styled.span`
  grid-area: avatar;
  align-self: start;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 700;
  ${media.md} {
    align-self: center;
  }
`;

const Identity = styled.div`
  grid-area: identity;
  display: grid;
  min-width: 0;
  strong {
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const You = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #0f766e !important;
  font-size: 0.72rem;
  font-weight: 700;
`;

const Joined = styled.div`
  grid-area: joined;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RoleCell = styled.div`
  grid-area: role;
`;

const ActionCell = styled.div`
  grid-area: action;
  display: grid;
  gap: 6px;
  justify-items: start;
  ${media.md} {
    justify-items: end;
    text-align: right;
  }
`;

const Explanation = styled.p`
  max-width: 260px;
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
