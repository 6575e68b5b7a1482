import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { MAX_TOKEN_NAME_LENGTH, tokenNameMessages } from '@hometunnel/rules';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { toast } from '../../components/toast';
import type { ApiTokenScope } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { apiTokenFields, ApiTokensQuery, CreateApiTokenMutation, type ApiToken } from './token-operations';

export const tokenSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(tokenNameMessages.required)
    .max(MAX_TOKEN_NAME_LENGTH, tokenNameMessages.tooLong),
  scope: yup.mixed<ApiTokenScope>().oneOf(['read', 'write']).required(),
});

/** The create form; a new token is added to the top of the cached list. */
export function CreateTokenForm({ onCreated }: { onCreated: (secret: string, token: ApiToken) => void }) {
  const [create] = useMutation(CreateApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.createApiToken.token;
      if (!created) return;
      cache.updateQuery({ query: ApiTokensQuery }, (existing) =>
        existing
          ? { ...existing, apiTokens: [created, ...existing.apiTokens.filter((t) => t.id !== created.id)] }
          : existing,
      );
    },
  });
  const form = useFormik<{ name: string; scope: ApiTokenScope }>({
    initialValues: { name: '', scope: 'read' },
    validationSchema: tokenSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await create({
          variables: { input: { name: values.name.trim(), scope: values.scope } },
        });
        const created = result.data?.createApiToken;
        if (created) {
          onCreated(created.secret, apiTokenFields(created.token));
          helpers.resetForm();
        }
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Failed to create the token',
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <CreateCard as="form" aria-labelledby="create-token-title" onSubmit={form.handleSubmit} noValidate>
      <h2 id="create-token-title">Create a token</h2>
      <Field
        label="Name"
        name="name"
        placeholder="e.g. ERP order sync"
        hint="What the integration is for, so you recognise it later."
        value={form.values.name}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.name ? form.errors.name : undefined}
        maxLength={100}
      />
      <fieldset>
        <legend>Scope</legend>
        <ScopeOption>
          <input
            type="radio"
            name="scope"
            value="read"
            checked={form.values.scope === 'read'}
            onChange={() => void form.setFieldValue('scope', 'read')}
          />
          <span>
            <strong>Read</strong> Queries only: list orders, tickets, the waitlist.
          </span>
        </ScopeOption>
        <ScopeOption>
          <input
            type="radio"
            name="scope"
            value="write"
            checked={form.values.scope === 'write'}
            onChange={() => void form.setFieldValue('scope', 'write')}
          />
          <span>
            <strong>Write</strong> Queries and mutations, e.g. updating order statuses.
          </span>
        </ScopeOption>
      </fieldset>
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Creating…' : 'Create token'}
      </Button>
    </CreateCard>
  );
}

/** The card of an admin create form (tokens, webhook endpoints). */
export const CreateCard = styled.div`
  display: grid;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    font-size: 1.1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  fieldset {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 6px;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const ScopeOption = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    margin-top: 3px;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
