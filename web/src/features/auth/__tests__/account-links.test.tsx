import { fireEvent, screen } from '@testing-library/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { Route, Routes } from 'react-router-dom';
import { createTestClient, graphqlError, renderWithProviders, type Resolver } from '../../../test/render';
import LoginPage from '../login-page';
import ResetPasswordPage from '../reset-password-page';
import VerifyEmailPage from '../verify-email-page';

function renderAt(route: string, resolve: Resolver) {
  const test = createTestClient(resolve);
  renderWithProviders(
    <Routes>
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={route.startsWith('/login') ? <LoginPage /> : <p>Sign-in page</p>} />
    </Routes>,
    { client: test.client, route, user: null },
  );
  return test;
}

describe('VerifyEmailPage', () => {
  it('spends the token once and says the address is verified', async () => {
    const { calls } = renderAt('/verify-email?token=abc_123', (name) => {
      if (name === 'VerifyEmail') return { __typename: 'Mutation', verifyEmail: true };
      if (name === 'Me') return { __typename: 'Query', me: null };
      throw new Error(name);
    });
    expect(await screen.findByText(accountEmailMessages.emailVerified)).toBeInTheDocument();
    const verifications = calls.filter((c) => c.operationName === 'VerifyEmail');
    expect(verifications).toHaveLength(1);
    expect(verifications[0].variables).toEqual({ input: { token: 'abc_123' } });
  });

  it("shows the server's message for a used or expired link", async () => {
    renderAt('/verify-email?token=old', () => {
      throw graphqlError(accountEmailMessages.verificationLinkInvalid, 'BAD_USER_INPUT');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountEmailMessages.verificationLinkInvalid);
  });
});

describe('ResetPasswordPage', () => {
  it('without a token: the forgot form checks the address, then shows the same answer for any address', async () => {
    const { calls } = renderAt('/reset-password', (name, variables) => {
      if (name === 'RequestPasswordReset') {
        expect(variables).toEqual({ input: { email: 'ada@example.com' } });
        return { __typename: 'Mutation', requestPasswordReset: accountEmailMessages.resetRequested };
      }
      throw new Error(name);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'RequestPasswordReset')).toBe(false);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountEmailMessages.resetRequested);
  });

  it('with a token: checks the new password with the registration rules, shows a server refusal, then goes to sign-in', async () => {
    let refuse = true;
    const { calls } = renderAt('/reset-password?token=tok', (name, variables) => {
      if (name !== 'ResetPassword') throw new Error(name);
      expect(variables).toEqual({ input: { token: 'tok', password: 'new-secret' } });
      if (refuse) throw graphqlError(accountEmailMessages.resetLinkInvalid, 'BAD_USER_INPUT');
      return { __typename: 'Mutation', resetPassword: true };
    });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: '124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ResetPassword')).toBe(false);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountEmailMessages.resetLinkInvalid);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});

describe('the sign-in page', () => {
  it('links "Forgot password?" to the reset form', async () => {
    renderAt('/login', (name) => {
      if (name === 'Me') return { __typename: 'Query', me: null };
      throw new Error(name);
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
