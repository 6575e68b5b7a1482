import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  createTestClient,
  customer,
  graphqlError,
  renderWithProviders,
  type Resolver,
} from '../../../test/render';
import LoginPage from '../login-page';

function renderLogin(resolve: Resolver, route = '/login?returnTo=%2Fcheckout%3Famount%3D249.00') {
  const test = createTestClient(resolve);
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>Arrived at another page</p>} />
    </Routes>,
    { client: test.client, route },
  );
  return test;
}

describe('LoginPage', () => {
  it('validates the sign-in form before calling the server', async () => {
    const { calls } = renderLogin((name) => (name === 'Me' ? { __typename: 'Query', me: null } : null));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'Login')).toBe(false);
  });

  it("shows the server's message when sign-in fails", async () => {
    renderLogin((name) => {
      if (name === 'Me') return { __typename: 'Query', me: null };
      throw graphqlError('Invalid email or password', 'UNAUTHENTICATED');
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope-nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('creates an account and returns to returnTo', async () => {
    const { calls } = renderLogin((name) => {
      if (name === 'Me') return { __typename: 'Query', me: null };
      if (name === 'Register') return { __typename: 'Mutation', register: customer };
      throw new Error(name);
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Arrived at another page')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'Register')?.variables).toEqual({
        input: {
          email: 'ada@example.com',
          password: 'secret123',
          firstName: null,
          lastName: null,
          // The account's mails come in the language it signed up in.
          language: 'en',
        },
      }),
    );
  });
});
