import { accountMessages } from '@hometunnel/rules';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestClient, renderWithProviders } from '../../../test/render';
import { registerSchema, resetPasswordSchema } from '../auth-schemas';
import LoginPage from '../login-page';

/** Both password fields empty is a missing field, not a mismatch. */

async function errorsOf(
  schema: typeof registerSchema | typeof resetPasswordSchema,
  values: object,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    // The first message of each field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const e of (error as { inner: { path: string; message: string }[] }).inner)
      errors[e.path] ??= e.message;
    return errors;
  }
}

describe('password confirmation messages', () => {
  it.each([
    ['registration', registerSchema, { email: 'ada@example.com' }],
    ['password reset', resetPasswordSchema, {}],
  ] as const)('%s: both fields empty asks for them, never "do not match"', async (_, schema, base) => {
    const errors = await errorsOf(schema, { ...base, password: '', confirmPassword: '' });
    expect(errors.password).toBe(accountMessages.passwordRequired);
    expect(errors.confirmPassword).toBe(accountMessages.confirmPasswordRequired);
    expect(Object.values(errors)).not.toContain(accountMessages.passwordsDoNotMatch);
  });

  it.each([
    ['registration', registerSchema, { email: 'ada@example.com' }],
    ['password reset', resetPasswordSchema, {}],
  ] as const)(
    '%s: an empty confirmation is required; a different one does not match',
    async (_, schema, base) => {
      expect(
        (await errorsOf(schema, { ...base, password: 'secret123', confirmPassword: '' })).confirmPassword,
      ).toBe(accountMessages.confirmPasswordRequired);
      expect(
        (await errorsOf(schema, { ...base, password: 'secret123', confirmPassword: 'secret124' }))
          .confirmPassword,
      ).toBe(accountMessages.passwordsDoNotMatch);
      expect(
        await errorsOf(schema, { ...base, password: 'secret123', confirmPassword: 'secret123' }),
      ).toEqual({});
    },
  );

  it("the Create Account form submitted empty says the fields are required, not 'Passwords do not match'", async () => {
    const test = createTestClient((name) => (name === 'Me' ? { __typename: 'Query', me: null } : null));
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { client: test.client, route: '/login' },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(accountMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.confirmPasswordRequired)).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(test.calls.some((c) => c.operationName === 'Register')).toBe(false);
  });
});
