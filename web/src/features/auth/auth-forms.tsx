import { useState, type FormEvent, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useFormik, type FormikValues } from 'formik';
import styled from 'styled-components';
import type { ObjectSchema } from 'yup';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { getFragmentData } from '../../gql';
import { UserProfileFragment, type UserProfile } from '../../lib/auth/use-auth';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { LoginMutation, RegisterMutation } from './auth-operations';
import { registerSchema, signInSchema, type RegisterValues, type SignInValues } from './auth-schemas';

export type SignedInUser = UserProfile;

interface AuthFormOptions<V extends FormikValues> {
  initialValues: V;
  validationSchema: ObjectSchema<V>;
  /** Sends the values; resolves to the signed-in user (nothing when the server sent no data). */
  send: (values: V) => Promise<SignedInUser | undefined>;
  /** The form-level message when the server gives none. */
  failure: string;
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
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const user = await send(values);
        if (user) onSuccess(user);
      } catch (error) {
        setServerError(errorMessage(error) ?? failure);
      }
    },
  });
  const field = (name: keyof V & string) => fieldProps(formik, name);
  return { formik, serverError, field };
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
  const { formik, serverError, field } = useAuthForm<SignInValues>({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    send: async (values) => {
      const { data } = await client.mutate({
        mutation: LoginMutation,
        variables: { input: { email: values.email.trim(), password: values.password } },
      });
      return getFragmentData(UserProfileFragment, data?.login);
    },
    failure: 'Sign-in failed. Please try again.',
    onSuccess,
  });

  return (
    <AuthForm
      label="Sign in"
      serverError={serverError}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitText={formik.isSubmitting ? 'Signing in...' : 'Sign In'}
    >
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <Field label="Password" type="password" autoComplete="current-password" {...field('password')} />
    </AuthForm>
  );
}

export function RegisterForm({ onSuccess }: { onSuccess: (user: SignedInUser) => void }) {
  const client = useApolloClient();
  const { formik, serverError, field } = useAuthForm<RegisterValues>({
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
          },
        },
      });
      return getFragmentData(UserProfileFragment, data?.register);
    },
    failure: 'Registration failed. Please try again.',
    onSuccess,
  });

  return (
    <AuthForm
      label="Create account"
      serverError={serverError}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitText={formik.isSubmitting ? 'Creating account...' : 'Create Account'}
    >
      <Row>
        <Field label="First name (optional)" autoComplete="given-name" {...field('firstName')} />
        <Field label="Last name (optional)" autoComplete="family-name" {...field('lastName')} />
      </Row>
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        {...field('password')}
      />
      <Field
        label="Confirm password"
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
