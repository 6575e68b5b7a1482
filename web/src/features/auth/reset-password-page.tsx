import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { toast } from '../../components/toast';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './auth-operations';
import { AuthCard } from './auth-card';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from './auth-schemas';
import { useTranslateMessage } from '../../i18n';

/** "Forgot password?": asks for the address; the answer is the same whether it has an account. */
export function ForgotPasswordForm() {
  const translate = useTranslateMessage();
  const client = useApolloClient();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const { data } = await client.mutate({
          mutation: RequestPasswordResetMutation,
          variables: { input: { email: values.email.trim() } },
        });
        setSent(data?.requestPasswordReset ?? accountEmailMessages.resetRequested);
      } catch (error) {
        setServerError(errorMessage(error) ?? 'The request failed. Please try again.');
      }
    },
  });
  if (sent) return <p role="status">{translate(sent)}</p>;
  return (
    <Form onSubmit={formik.handleSubmit} noValidate aria-label="Reset password">
      <p>Enter the email address of your account and we will send you a link to set a new password.</p>
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <Field label="Email" type="email" autoComplete="email" {...fieldProps(formik, 'email')} />
      <Button type="submit" size="lg" block disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </Form>
  );
}

/** A new password from the link in the reset mail; then sign in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await client.mutate({
          mutation: ResetPasswordMutation,
          variables: { input: { token, password: values.password } },
        });
        // Every session of the account ended on the server, this browser's too.
        await client.clearStore().catch(() => undefined);
        toast({ title: 'Password changed', description: accountEmailMessages.passwordReset });
        navigate('/login?returnTo=%2Faccount', { replace: true });
      } catch (error) {
        setServerError(errorMessage(error) ?? 'The password could not be changed. Please try again.');
      }
    },
  });
  const field = (name: keyof ResetPasswordValues & string) => fieldProps(formik, name);
  return (
    <Form onSubmit={formik.handleSubmit} noValidate aria-label="Set a new password">
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        {...field('password')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" block disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </Form>
  );
}

/** /reset-password: the "Forgot password?" form, or with ?token=… the new password form. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? (
    <AuthCard title="Set a new password">
      <NewPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard title="Forgot your password?">
      <ForgotPasswordForm />
      <Link to="/login">Back to sign in</Link>
    </AuthCard>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
