import { useState, type FormEvent, type ReactNode } from 'react';
import { useLanguage } from '../../i18n';
import { useApolloClient } from '@apollo/client/react';
import { useFormik, type FormikValues } from 'formik';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { ObjectSchema } from 'yup';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { getFragmentData } from '../../gql';
import { UserProfileFragment, type UserProfile } from '../../lib/auth/use-auth';
import { useTranslateMessage } from '../../i18n';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { LoginMutation, RegisterMutation } from './auth-operations';
import { registerSchema, signInSchema, type RegisterValues, type SignInValues } from './auth-schemas';
import { authFieldMessages } from './auth-texts';

export type SignedInUser = UserProfile;

const messages = defineMessages({
  signInFailed: { id: 'auth.forms.signInFailed', defaultMessage: 'Sign-in failed. Please try again.' },
  signInLabel: { id: 'auth.forms.signInLabel', defaultMessage: 'Sign in' },
  signingIn: { id: 'auth.forms.signingIn', defaultMessage: 'Signing in...' },
  signIn: { id: 'auth.forms.signIn', defaultMessage: 'Sign In' },
  password: { id: 'auth.forms.password', defaultMessage: 'Password' },
  registerFailed: {
    id: 'auth.forms.registerFailed',
    defaultMessage: 'Registration failed. Please try again.',
  },
  registerLabel: { id: 'auth.forms.registerLabel', defaultMessage: 'Create account' },
  creating: { id: 'auth.forms.creating', defaultMessage: 'Creating account...' },
  register: { id: 'auth.forms.register', defaultMessage: 'Create Account' },
  firstName: { id: 'auth.forms.firstName', defaultMessage: 'First name (optional)' },
  lastName: { id: 'auth.forms.lastName', defaultMessage: 'Last name (optional)' },
  confirmPassword: { id: 'auth.forms.confirmPassword', defaultMessage: 'Confirm password' },
});

interface AuthFormOptions<V extends FormikValues> {
  initialValues: V;
  validationSchema: ObjectSchema<V>;
  /** Sends the values; resolves to the signed-in user (nothing when the server sent no data). */
  send: (values: V) => Promise<SignedInUser | undefined>;
  /** The form-level message when the server gives none. */
  failure: MessageDescriptor;
  onSuccess: (user: SignedInUser) => void;
}

/** Formik for a sign-in style form: the server's error above the fields, each field's own message under it. */
function useAuthForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  send,
  failure,
  onSuccess,
}: AuthFormOptions<V>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const user = await send(values);
        if (user) onSuccess(user);
      } catch (error) {
        const message = errorMessage(error);
        setServerError(message ? translate(message) : intl.formatMessage(failure));
      }
    },
  });
  const field = (name: keyof V & string) => fieldProps(formik, name);
  return { formik, serverError, field, intl };
}

function AuthForm({
  label,
  serverError,
  onSubmit,
  submitting,
  submitText,
  children,
}: {
  label: string;
  serverError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitText: string;
  children: ReactNode;
}) {
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label}>
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      {children}
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}

export function SignInForm({ onSuccess }: { onSuccess: (user: SignedInUser) => void }) {
  const client = useApolloClient();
  const { formik, serverError, field, intl } = useAuthForm<SignInValues>({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    send: async (values) => {
      const { data } = await client.mutate({
        mutation: LoginMutation,
        variables: { input: { email: values.email.trim(), password: values.password } },
      });
      return getFragmentData(UserProfileFragment, data?.login);
    },
    failure: messages.signInFailed,
    onSuccess,
  });

  return (
    <AuthForm
      label={intl.formatMessage(messages.signInLabel)}
      serverError={serverError}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitText={intl.formatMessage(formik.isSubmitting ? messages.signingIn : messages.signIn)}
    >
      <Field
        label={intl.formatMessage(authFieldMessages.email)}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Field
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
    </AuthForm>
  );
}

export function RegisterForm({ onSuccess }: { onSuccess: (user: SignedInUser) => void }) {
  const client = useApolloClient();
  const language = useLanguage();
  const { formik, serverError, field, intl } = useAuthForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validationSchema: registerSchema,
    send: async (values) => {
      const { data } = await client.mutate({
        mutation: RegisterMutation,
        variables: {
          input: {
            email: values.email.trim(),
            password: values.password,
            firstName: values.firstName?.trim() || null,
            lastName: values.lastName?.trim() || null,
            // The account's mails and invoices come in the language it signs up in.
            language,
          },
        },
      });
      return getFragmentData(UserProfileFragment, data?.register);
    },
    failure: messages.registerFailed,
    onSuccess,
  });

  return (
    <AuthForm
      label={intl.formatMessage(messages.registerLabel)}
      serverError={serverError}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitText={intl.formatMessage(formik.isSubmitting ? messages.creating : messages.register)}
    >
      <Row>
        <Field
          label={intl.formatMessage(messages.firstName)}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <Field
          label={intl.formatMessage(messages.lastName)}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </Row>
      <Field
        label={intl.formatMessage(authFieldMessages.email)}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Field
        label={intl.formatMessage(messages.password)}
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
    </AuthForm>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-top: 4px;
`;

const Row = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
