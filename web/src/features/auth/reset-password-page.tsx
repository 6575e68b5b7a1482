import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { useFormik } from 'formik';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { toast } from '../../components/toast';
import { LocalizedLink, useLocalizedNavigate, useTranslateMessage } from '../../i18n';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './auth-operations';
import { AuthCard } from './auth-card';
import { authFieldMessages } from './auth-texts';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from './auth-schemas';

const messages = defineMessages({
  requestFailed: {
    id: 'auth.reset.requestFailed',
    defaultMessage: 'The request failed. Please try again.',
  },
  requestLabel: { id: 'auth.reset.requestLabel', defaultMessage: 'Reset password' },
  requestIntro: {
    id: 'auth.reset.requestIntro',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to set a new password.',
  },
  sending: { id: 'auth.reset.sending', defaultMessage: 'Sending...' },
  send: { id: 'auth.reset.send', defaultMessage: 'Send reset link' },
  changedTitle: { id: 'auth.reset.changedTitle', defaultMessage: 'Password changed' },
  changeFailed: {
    id: 'auth.reset.changeFailed',
    defaultMessage: 'The password could not be changed. Please try again.',
  },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'Confirm new password' },
  saving: { id: 'auth.reset.saving', defaultMessage: 'Saving...' },
  save: { id: 'auth.reset.save', defaultMessage: 'Set new password' },
  newPasswordTitle: { id: 'auth.reset.newPasswordTitle', defaultMessage: 'Set a new password' },
  forgotTitle: { id: 'auth.reset.forgotTitle', defaultMessage: 'Forgot your password?' },
  backToSignIn: { id: 'auth.reset.backToSignIn', defaultMessage: 'Back to sign in' },
});

/** "Forgot password?": asks for the address; the answer is the same whether it has an account. */
export function ForgotPasswordForm() {
  const client = useApolloClient();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();
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
        setServerError(errorMessage(error) ?? intl.formatMessage(messages.requestFailed));
      }
    },
  });
  if (sent) return <p role="status">{translate(sent)}</p>;
  return (
    <Form onSubmit={formik.handleSubmit} noValidate aria-label={intl.formatMessage(messages.requestLabel)}>
      <p>{intl.formatMessage(messages.requestIntro)}</p>
      {serverError && <FormAlert role="alert">{translate(serverError)}</FormAlert>}
      <Field
        label={intl.formatMessage(authFieldMessages.email)}
        type="email"
        autoComplete="email"
        {...fieldProps(formik, 'email')}
      />
      <Button type="submit" size="lg" block disabled={formik.isSubmitting}>
        {intl.formatMessage(formik.isSubmitting ? messages.sending : messages.send)}
      </Button>
    </Form>
  );
}

/** A new password from the link in the reset mail; then sign in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const client = useApolloClient();
  const navigate = useLocalizedNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();
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
        toast({
          title: intl.formatMessage(messages.changedTitle),
          description: translate(accountEmailMessages.passwordReset),
        });
        navigate('/login?returnTo=%2Faccount', { replace: true });
      } catch (error) {
        setServerError(errorMessage(error) ?? intl.formatMessage(messages.changeFailed));
      }
    },
  });
  const field = (name: keyof ResetPasswordValues & string) => fieldProps(formik, name);
  return (
    <Form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={intl.formatMessage(messages.newPasswordTitle)}
    >
      {serverError && <FormAlert role="alert">{translate(serverError)}</FormAlert>}
      <Field
        label={intl.formatMessage(messages.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage(authFieldMessages.passwordHint)}
        {...field('password')}
      />
      <Field
        label={intl.formatMessage(messages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" block disabled={formik.isSubmitting}>
        {intl.formatMessage(formik.isSubmitting ? messages.saving : messages.save)}
      </Button>
    </Form>
  );
}

/** /reset-password: the "Forgot password?" form, or with ?token=… the new password form. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const intl = useIntl();
  return token ? (
    <AuthCard title={intl.formatMessage(messages.newPasswordTitle)}>
      <NewPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard title={intl.formatMessage(messages.forgotTitle)}>
      <ForgotPasswordForm />
      <LocalizedLink to="/login">{intl.formatMessage(messages.backToSignIn)}</LocalizedLink>
    </AuthCard>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
