import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { createTestClient, graphqlError, renderWithProviders, type Resolver } from '../../../test/render';
import { SecurityPanel } from '../security-panel';

function renderPanel(emailVerified: boolean, resolve: Resolver) {
  const test = createTestClient(resolve);
  renderWithProviders(<SecurityPanel emailVerified={emailVerified} />, {
    client: test.client,
    toaster: true,
  });
  return test;
}

describe('SecurityPanel', () => {
  it('shows a verified address without a resend button', () => {
    renderPanel(true, (name) => {
      throw new Error(name);
    });
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('an unverified address: "Resend verification email" sends and shows the answer, or the limit', async () => {
    let limited = false;
    renderPanel(false, (name) => {
      if (name !== 'ResendVerificationEmail') throw new Error(name);
      if (limited) throw graphqlError(accountEmailMessages.tooManyVerificationMails, 'TOO_MANY_REQUESTS');
      return { __typename: 'Mutation', resendVerificationEmail: accountEmailMessages.verificationSent };
    });
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(accountEmailMessages.verificationSent)).toBeInTheDocument();
    limited = true;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountEmailMessages.tooManyVerificationMails);
  });

  it('change password needs the current one and the registration rules; the server refusal shows', async () => {
    let wrong = true;
    const { calls } = renderPanel(true, (name, variables) => {
      if (name !== 'ChangePassword') throw new Error(name);
      expect(variables).toEqual({ input: { currentPassword: 'old-secret', password: 'new-secret' } });
      if (wrong) throw graphqlError(accountEmailMessages.currentPasswordWrong, 'BAD_USER_INPUT');
      return { __typename: 'Mutation', changePassword: true };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountEmailMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountEmailMessages.currentPasswordWrong);

    wrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountEmailMessages.passwordChanged)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
