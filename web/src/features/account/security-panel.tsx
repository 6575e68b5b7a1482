import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { UserIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { AccountPanel } from './account-panel';
import { ChangePasswordMutation, ResendVerificationEmailMutation } from './account-operations';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { useTranslateMessage } from '../../i18n';

/** Whether the address is verified, with "Resend verification email" while it is not. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const translate = useTranslateMessage();
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  if (verified) return <Status data-state="verified">Email verified</Status>;
  const resend = async () => {
    setSending(true);
    setAnswer(null);
    try {
      const { data } = await client.mutate({ mutation: ResendVerificationEmailMutation });
      setAnswer({
        text: data?.resendVerificationEmail ?? accountEmailMessages.verificationSent,
        failed: false,
      });
    } catch (error) {
      setAnswer({
        text: errorMessage(error) ?? 'The email could not be sent. Please try again.',
        failed: true,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <div>
      <Status data-state="unverified">Email not verified</Status>
      <Hint>Open the link we emailed you to verify your address.</Hint>
      <Button type="button" variant="outline" onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Resend verification email'}
      </Button>
      {answer && (
        <p role={answer.failed ? 'alert' : 'status'} className={answer.failed ? 'failed' : undefined}>
          {translate(answer.text)}
        </p>
      )}
    </div>
  );
}

/** "Change password" with the current one; the server ends the account's other sessions. */
export function ChangePasswordForm() {
  const client = useApolloClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        await client.mutate({
          mutation: ChangePasswordMutation,
          variables: { input: { currentPassword: values.currentPassword, password: values.password } },
        });
        helpers.resetForm();
        toast({ title: 'Password changed', description: accountEmailMessages.passwordChanged });
      } catch (error) {
        setServerError(errorMessage(error) ?? 'The password could not be changed. Please try again.');
      }
    },
  });
  const field = (name: keyof ChangePasswordValues & string) => fieldProps(formik, name);
  return (
    <Form onSubmit={formik.handleSubmit} noValidate aria-label="Change password">
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
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
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </Form>
  );
}

/** The account's email state and its password. */
export function SecurityPanel({ emailVerified }: { emailVerified: boolean }) {
  return (
    <AccountPanel
      id="account-security"
      icon={<UserIcon size={20} aria-hidden="true" />}
      title="Sign-in and Security"
    >
      <EmailStatus verified={emailVerified} />
      <ChangePasswordForm />
    </AccountPanel>
  );
}

const Status = styled.p`
  font-weight: 700;
  &[data-state='verified'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-state='unverified'] {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 4px 0 12px;
`;

const Form = styled.form`
  display: grid;
  gap: 14px;
  margin-top: 20px;
  max-width: 420px;
`;
