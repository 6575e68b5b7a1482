import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { useFormik } from 'formik';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { UserIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import { useTranslateMessage } from '../../i18n';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { AccountPanel } from './account-panel';
import { ChangePasswordMutation, ResendVerificationEmailMutation } from './account-operations';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

const messages = defineMessages({
  verified: { id: 'account.security.verified', defaultMessage: 'Email verified' },
  sendFailed: {
    id: 'account.security.sendFailed',
    defaultMessage: 'The email could not be sent. Please try again.',
  },
  unverified: { id: 'account.security.unverified', defaultMessage: 'Email not verified' },
  verifyHint: {
    id: 'account.security.verifyHint',
    defaultMessage: 'Open the link we emailed you to verify your address.',
  },
  sending: { id: 'account.security.sending', defaultMessage: 'Sending...' },
  resend: { id: 'account.security.resend', defaultMessage: 'Resend verification email' },
  changedTitle: { id: 'account.security.changedTitle', defaultMessage: 'Password changed' },
  changeFailed: {
    id: 'account.security.changeFailed',
    defaultMessage: 'The password could not be changed. Please try again.',
  },
  current: { id: 'account.security.current', defaultMessage: 'Current password' },
  newPassword: { id: 'account.security.newPassword', defaultMessage: 'New password' },
  passwordHint: { id: 'account.security.passwordHint', defaultMessage: 'At least 6 characters' },
  confirm: { id: 'account.security.confirm', defaultMessage: 'Confirm new password' },
  changing: { id: 'account.security.changing', defaultMessage: 'Changing password...' },
  change: { id: 'account.security.change', defaultMessage: 'Change password' },
  title: { id: 'account.security.title', defaultMessage: 'Sign-in and Security' },
});

/** Whether the address is verified, with "Resend verification email" while it is not. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();
  if (verified) return <Status data-state="verified">{intl.formatMessage(messages.verified)}</Status>;
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
        text: errorMessage(error) ?? intl.formatMessage(messages.sendFailed),
        failed: true,
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <div>
      <Status data-state="unverified">{intl.formatMessage(messages.unverified)}</Status>
      <Hint>{intl.formatMessage(messages.verifyHint)}</Hint>
      <Button type="button" variant="outline" onClick={resend} disabled={sending}>
        {intl.formatMessage(sending ? messages.sending : messages.resend)}
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
  const intl = useIntl();
  const translate = useTranslateMessage();
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
        toast({
          title: intl.formatMessage(messages.changedTitle),
          description: translate(accountEmailMessages.passwordChanged),
        });
      } catch (error) {
        setServerError(errorMessage(error) ?? intl.formatMessage(messages.changeFailed));
      }
    },
  });
  const field = (name: keyof ChangePasswordValues & string) => fieldProps(formik, name);
  return (
    <Form onSubmit={formik.handleSubmit} noValidate aria-label={intl.formatMessage(messages.change)}>
      {serverError && <FormAlert role="alert">{translate(serverError)}</FormAlert>}
      <Field
        label={intl.formatMessage(messages.current)}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <Field
        label={intl.formatMessage(messages.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage(messages.passwordHint)}
        {...field('password')}
      />
      <Field
        label={intl.formatMessage(messages.confirm)}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={formik.isSubmitting}>
        {intl.formatMessage(formik.isSubmitting ? messages.changing : messages.change)}
      </Button>
    </Form>
  );
}

/** The account's email state and its password. */
export function SecurityPanel({ emailVerified }: { emailVerified: boolean }) {
  const intl = useIntl();
  return (
    <AccountPanel
      id="account-security"
      icon={<UserIcon size={20} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
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
