import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkoutMessages, profileMessages } from '@hometunnel/rules';
import { createTestClient, graphqlError, renderWithProviders, type Resolver } from '../../../test/render';
import { MeQuery, useAuth } from '../../../lib/auth/use-auth';
import { ProfilePanel } from '../profile-panel';

const me = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: null as string | null,
  role: 'user' as const,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The panel as the page shows it: fed by the signed-in user of the cache. */
function SignedInProfile() {
  const { user } = useAuth();
  return user ? <ProfilePanel user={user} /> : null;
}

function renderPanel(resolve: Resolver) {
  // The language setting beside the profile reads the account's language.
  const test = createTestClient((name, variables) =>
    name === 'AccountLanguage'
      ? { me: { __typename: 'User', id: me.id, language: 'en' } }
      : resolve(name, variables),
  );
  test.client.cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me } });
  renderWithProviders(<SignedInProfile />, { client: test.client, toaster: true });
  return test;
}

describe('ProfilePanel: Edit name', () => {
  it('checks both names, saves them and shows them at once', async () => {
    let refuse = true;
    const { calls } = renderPanel((name, variables) => {
      if (name !== 'UpdateProfile') throw new Error(name);
      expect(variables).toEqual({ input: { firstName: 'Janet', lastName: 'Doe' } });
      if (refuse) throw graphqlError(profileMessages.lastNameTooLong, 'BAD_USER_INPUT');
      return { __typename: 'Mutation', updateProfile: { ...me, firstName: 'Janet', lastName: 'Doe' } };
    });
    const profile = screen.getByRole('region', { name: 'Profile Information' });
    expect(within(profile).getByText('Last Name').nextSibling).toHaveTextContent('Not provided');
    fireEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveValue('Jane');

    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(checkoutMessages.firstName)).toBeInTheDocument();
    expect(screen.getByText(checkoutMessages.lastName)).toBeInTheDocument();
    expect(calls.filter((call) => call.operationName !== 'AccountLanguage')).toHaveLength(0);

    fireEvent.change(first, { target: { value: 'Janet ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.lastNameTooLong);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(profileMessages.saved)).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(within(profile).getByText('First Name').nextSibling).toHaveTextContent('Janet');
    expect(within(profile).getByText('Last Name').nextSibling).toHaveTextContent('Doe');
  });

  it('Cancel closes the form without saving', () => {
    const { calls } = renderPanel((name) => {
      throw new Error(name);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name' })).toBeInTheDocument();
    expect(calls.filter((call) => call.operationName !== 'AccountLanguage')).toHaveLength(0);
  });
});
