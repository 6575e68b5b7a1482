import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { CreateCard } from './create-token-form';
import {
  CreateWebhookEndpointMutation,
  webhookEndpointFields,
  WebhookEndpointsQuery,
  type WebhookEndpoint,
} from './webhook-operations';

/** The server checks the rest (https only, public addresses after DNS) and answers with a message. */
export const webhookSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required('URL is required')
    .max(2000, 'URL must be at most 2000 characters')
    .matches(/^https?:\/\/\S+$/i, 'URL must be an absolute https:// URL'),
  description: yup.string().trim().max(300, 'Description must be at most 300 characters'),
  events: yup.array(yup.string().required()).min(1, 'Choose at least one event').required(),
});

/** The create form; the new endpoint goes to the top of the cached list, its secret to `onCreated`. */
export function CreateWebhookForm({
  eventTypes,
  onCreated,
}: {
  eventTypes: readonly string[];
  onCreated: (secret: string, endpoint: WebhookEndpoint) => void;
}) {
  const [create] = useMutation(CreateWebhookEndpointMutation, {
    update(cache, { data }) {
      const created = data?.createWebhookEndpoint.endpoint;
      if (!created) return;
      cache.updateQuery({ query: WebhookEndpointsQuery }, (existing) =>
        existing
          ? {
              ...existing,
              webhookEndpoints: [created, ...existing.webhookEndpoints.filter((e) => e.id !== created.id)],
            }
          : existing,
      );
    },
  });
  const form = useFormik<{ url: string; description: string; events: string[] }>({
    initialValues: { url: '', description: '', events: [] },
    validationSchema: webhookSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await create({
          variables: {
            input: {
              url: values.url.trim(),
              events: values.events,
              description: values.description.trim() || null,
            },
          },
        });
        const created = result.data?.createWebhookEndpoint;
        if (created) {
          onCreated(created.secret, webhookEndpointFields(created.endpoint));
          helpers.resetForm();
        }
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Failed to add the endpoint',
          variant: 'destructive',
        });
      }
    },
  });
  const toggle = (event: string, on: boolean) =>
    void form.setFieldValue(
      'events',
      on ? [...form.values.events, event] : form.values.events.filter((name) => name !== event),
    );
  const eventsError =
    form.submitCount > 0 && typeof form.errors.events === 'string' ? form.errors.events : null;

  return (
    <CreateCard as="form" aria-labelledby="create-webhook-title" onSubmit={form.handleSubmit} noValidate>
      <h2 id="create-webhook-title">Add a webhook endpoint</h2>
      <Field
        label="URL"
        name="url"
        type="url"
        placeholder="https://erp.example.com/hooks/hometunnel"
        hint="Events are POSTed here as signed JSON (Standard Webhooks)."
        value={form.values.url}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.url ? form.errors.url : undefined}
        maxLength={2000}
      />
      <Field
        label="Description"
        name="description"
        placeholder="e.g. ERP order sync"
        value={form.values.description}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.description ? form.errors.description : undefined}
        maxLength={300}
      />
      <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend>Events</legend>
        <Events>
          {eventTypes.map((event) => (
            <label key={event}>
              <input
                type="checkbox"
                name="events"
                value={event}
                checked={form.values.events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              <code>{event}</code>
            </label>
          ))}
        </Events>
        {eventsError && (
          <ErrorText id="webhook-events-error" role="alert">
            {eventsError}
          </ErrorText>
        )}
      </fieldset>
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Adding…' : 'Add endpoint'}
      </Button>
    </CreateCard>
  );
}

const Events = styled.div`
  display: grid;
  gap: 6px;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    font-size: 0.85rem;
    cursor: pointer;
  }
`;

const ErrorText = styled.p`
  margin-top: 6px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;
