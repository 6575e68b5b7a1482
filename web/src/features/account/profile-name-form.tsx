import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { profileMessages } from '@hometunnel/rules';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { toast } from '../../components/toast';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { UpdateProfileMutation } from './account-operations';
import { profileSchema, type ProfileValues } from './profile-schema';

/** "Edit name": first and last name, saved to the account; the profile shows them at once. */
export function ProfileNameForm({
  firstName,
  lastName,
  onDone,
}: {
  firstName?: string | null;
  lastName?: string | null;
  onDone: () => void;
}) {
  const client = useApolloClient();
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the form puts the cursor in its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<ProfileValues>({
    initialValues: { firstName: firstName ?? '', lastName: lastName ?? '' },
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await client.mutate({
          mutation: UpdateProfileMutation,
          variables: { input: { firstName: values.firstName.trim(), lastName: values.lastName.trim() } },
        });
        toast({ title: 'Name saved', description: profileMessages.saved });
        onDone();
      } catch (error) {
        setServerError(errorMessage(error) ?? 'Your name could not be saved. Please try again.');
      }
    },
  });
  const field = (name: keyof ProfileValues & string) => fieldProps(formik, name);
  return (
    <Form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Edit name">
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <Fields>
        <Field label="First name" autoComplete="given-name" {...field('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...field('lastName')} />
      </Fields>
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Saving...' : 'Save name'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={formik.isSubmitting}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 14px;
  margin-top: 18px;
`;

const Fields = styled.div`
  display: grid;
  gap: 14px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    max-width: 640px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
