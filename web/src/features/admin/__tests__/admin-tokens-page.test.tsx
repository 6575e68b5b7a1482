import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import { clipboard } from '../../../lib/clipboard';
import AdminTokensPage from '../admin-tokens-page';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from '../token-operations';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';

const TOKEN = {
  __typename: 'ApiToken' as const,
  id: 'tok1',
  name: 'ERP sync',
  scope: 'read',
  tokenPrefix: 'ht_abc12',
  createdByEmail: 'ops@example.com' as string | null,
  createdAt: '2025-03-01T10:00:00.000Z',
  lastUsedAt: null as string | null,
  revokedAt: null as string | null,
};
const listMock = (tokens: object[]) => ({
  request: { query: ApiTokensQuery },
  result: { data: { apiTokens: tokens } },
});
const toasts = () => within(screen.getByTestId('toast-viewport'));

beforeEach(() => resetToasts());

describe('API tokens', () => {
  it("is 'Admin Access Required' for non-admins", async () => {
    renderWithProviders(<AdminTokensPage />, {
      path: '/admin/tokens',
      mocks: [
        meMock(CUSTOMER),
        { request: { query: ApiTokensQuery }, result: gqlError('FORBIDDEN', 'Admin access required') },
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('lists tokens with name, scope, prefix, created, creator, last used and status', async () => {
    renderWithProviders(<AdminTokensPage />, {
      path: '/admin/tokens',
      mocks: [
        meMock(ADMIN),
        listMock([
          TOKEN,
          {
            ...TOKEN,
            id: 'tok2',
            name: 'Old',
            scope: 'write',
            revokedAt: '2025-03-02T10:00:00.000Z',
            lastUsedAt: '2025-03-01T12:00:00.000Z',
            createdByEmail: null,
          },
        ]),
      ],
      toaster: true,
    });
    const rows = await screen.findAllByTestId('token-row');
    expect(rows[0]).toHaveTextContent(/ERP sync.*read.*ht_abc12….*ops@example\.com.*Never.*Active/);
    expect(rows[1]).toHaveTextContent(/Old.*write.*Deleted account.*Revoked/);
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Active tokens: 1')).toBeInTheDocument();
  });

  it('validates the name, creates a token, shows the secret once with a copy button', async () => {
    const user = userEvent.setup();
    const write = jest.spyOn(clipboard, 'write').mockResolvedValue();
    const created = { ...TOKEN, id: 'tok3', name: 'Zapier', scope: 'write' };
    renderWithProviders(<AdminTokensPage />, {
      path: '/admin/tokens',
      mocks: [
        meMock(ADMIN),
        listMock([]),
        {
          request: {
            query: CreateApiTokenMutation,
            variables: { input: { name: 'Zapier', scope: 'write' } },
          },
          result: {
            data: {
              createApiToken: { __typename: 'CreatedApiToken', secret: 'ht_secret_value', token: created },
            },
          },
        },
      ],
      toaster: true,
    });
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Zapier');
    await user.click(screen.getByRole('radio', { name: /Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('token-secret')).toHaveTextContent('ht_secret_value');
    expect(screen.getByText(/only this once/)).toBeInTheDocument();
    expect(await screen.findByTestId('token-row')).toHaveTextContent('Zapier');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(write).toHaveBeenCalledWith('ht_secret_value');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /hide the secret/ }));
    expect(screen.queryByTestId('token-secret')).not.toBeInTheDocument();
    write.mockRestore();
  });

  it('revokes a token after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminTokensPage />, {
      path: '/admin/tokens',
      mocks: [
        meMock(ADMIN),
        listMock([TOKEN]),
        {
          request: { query: RevokeApiTokenMutation, variables: { id: 'tok1' } },
          result: {
            data: {
              revokeApiToken: { __typename: 'ApiToken', id: 'tok1', revokedAt: '2025-03-04T10:00:00.000Z' },
            },
          },
        },
      ],
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke ERP sync' }));
    await user.click(screen.getByRole('button', { name: 'Confirm revoke' }));
    await waitFor(() => expect(screen.getByTestId('token-row')).toHaveTextContent('Revoked'));
    expect(toasts().getByText('Token revoked')).toBeInTheDocument();
  });
});
