import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { profileMessages } from '@hometunnel/rules';
import { useFormik } from 'formik';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Field, FormAlert } from '../../components/field';
import { toast } from '../../components/toast';
import { useTranslateMessage } from '../../i18n';
import { fieldProps } from '../../lib/form-field';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { UpdateProfileMutation } from './account-operations';
import { accountMessages } from './account-texts';
import { profileSchema, type ProfileValues } from './profile-schema';

const messages = defineMessages({
  savedTitle: { id: 'account.nameForm.savedTitle', defaultMessage: 'Name saved' },
  failed: {
    id: 'account.nameForm.failed',
    defaultMessage: 'Your name could not be saved. Please try again.',
  },
  firstName: { id: 'account.nameForm.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.nameForm.lastName', defaultMessage: 'Last name' },
  saving: { id: 'account.nameForm.saving', defaultMessage: 'Saving...' },
  save: { id: 'account.nameForm.save', defaultMessage: 'Save name' },
  cancel: { id: 'account.nameForm.cancel', defaultMessage: 'Cancel' },
});

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
  const intl = useIntl();
  const translate = useTranslateMessage();
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
        toast({
          title: intl.formatMessage(messages.savedTitle),
          description: translate(profileMessages.saved),
        });
        onDone();
      } catch (error) {
        setServerError(errorMessage(error) ?? intl.formatMessage(messages.failed));
      }
    },
  });
  const field = (name: keyof ProfileValues & string) => fieldProps(formik, name);
  return (
    <Form
      ref={formRef}
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={intl.formatMessage(accountMessages.editName)}
    >
      {serverError && <FormAlert role="alert">{translate(serverError)}</FormAlert>}
      <Fields>
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
      </Fields>
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {intl.formatMessage(formik.isSubmitting ? messages.saving : messages.save)}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={formik.isSubmitting}>
          {intl.formatMessage(messages.cancel)}
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
