import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Field, TextAreaField } from '../../components/field';
import { toast } from '../../components/toast';
import { fieldProps } from '../../lib/form-field';
import { errorCode, errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { SubmitTicketMutation } from './ticket-operations';
import { useLanguage } from '../../i18n';
import {
  TICKET_LIMITS,
  emptyTicket,
  fieldForServerMessage,
  ticketSchema,
  toTicketInput,
  type TicketValues,
} from './ticket-schema';

const messages = defineMessages({
  successTitle: { id: 'help.ticketForm.successTitle', defaultMessage: 'Ticket Submitted!' },
  successText: {
    id: 'help.ticketForm.successText',
    defaultMessage: "We've received your support request and will respond soon.",
  },
  failureTitle: { id: 'help.ticketForm.failureTitle', defaultMessage: 'Error' },
  failureText: {
    id: 'help.ticketForm.failureText',
    defaultMessage: 'Failed to submit your ticket. Please try again.',
  },
  fullName: { id: 'help.ticketForm.fullName', defaultMessage: 'Full name' },
  email: { id: 'help.ticketForm.email', defaultMessage: 'Email' },
  phone: { id: 'help.ticketForm.phone', defaultMessage: 'Phone number (optional)' },
  subject: { id: 'help.ticketForm.subject', defaultMessage: 'Subject' },
  subjectPlaceholder: {
    id: 'help.ticketForm.subjectPlaceholder',
    defaultMessage: 'e.g. Travel router does not connect',
  },
  message: { id: 'help.ticketForm.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'help.ticketForm.messageHint',
    defaultMessage:
      'Tell us what happened, which package you have (Light or Pro) and what you have tried so far.',
  },
  submitting: { id: 'help.ticketForm.submitting', defaultMessage: 'Submitting...' },
  submit: { id: 'help.ticketForm.submit', defaultMessage: 'Submit Ticket' },
  note: { id: 'help.ticketForm.note', defaultMessage: 'We answer every ticket within 2 hours.' },
});

const FIELD_ORDER: (keyof TicketValues)[] = ['fullName', 'email', 'phoneNumber', 'subject', 'message'];

/** The support ticket form: spec section 5 rules, messages under each field, toasts of section 8. */
export function TicketForm({ titleId }: { titleId?: string }) {
  const [submitTicket] = useMutation(SubmitTicketMutation);
  const language = useLanguage();
  const intl = useIntl();
  const formik = useFormik<TicketValues>({
    initialValues: emptyTicket,
    validationSchema: ticketSchema,
    onSubmit: async (values, helpers) => {
      try {
        // The receipt and later replies come in the page's language.
        await submitTicket({ variables: { input: { ...toTicketInput(values), language } } });
        helpers.resetForm();
        toast({
          title: intl.formatMessage(messages.successTitle),
          description: intl.formatMessage(messages.successText),
        });
      } catch (error) {
        // A server-side rule the form could not know about lands under its field as well.
        const field =
          errorCode(error) === 'BAD_USER_INPUT' ? fieldForServerMessage(errorMessage(error)) : undefined;
        if (field) {
          helpers.setFieldTouched(field, true, false);
          helpers.setFieldError(field, errorMessage(error));
        }
        toast({
          title: intl.formatMessage(messages.failureTitle),
          description: intl.formatMessage(messages.failureText),
          variant: 'destructive',
        });
      }
    },
  });
  const field = (name: keyof TicketValues) => fieldProps(formik, name);
  const sending = formik.isSubmitting;

  // A submit stopped by the rules moves focus to the first field that needs attention.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per submit attempt, not on every keystroke
  }, [submitCount, isSubmitting]);

  return (
    <Form
      ref={formRef}
      onSubmit={formik.handleSubmit}
      noValidate
      aria-labelledby={titleId}
      aria-busy={sending || undefined}
    >
      <Row>
        <Field
          label={intl.formatMessage(messages.fullName)}
          autoComplete="name"
          {...field('fullName')}
          maxLength={TICKET_LIMITS.fullName.max}
        />
        <Field
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
      </Row>
      <Row>
        <Field
          label={intl.formatMessage(messages.phone)}
          type="tel"
          autoComplete="tel"
          {...field('phoneNumber')}
          maxLength={TICKET_LIMITS.phoneNumber.max}
        />
        <Field
          label={intl.formatMessage(messages.subject)}
          placeholder={intl.formatMessage(messages.subjectPlaceholder)}
          {...field('subject')}
          maxLength={TICKET_LIMITS.subject.max}
        />
      </Row>
      <TextAreaField
        label={intl.formatMessage(messages.message)}
        hint={intl.formatMessage(messages.messageHint)}
        rows={6}
        {...field('message')}
        maxLength={TICKET_LIMITS.message.max}
      />
      <Actions>
        <Button type="submit" size="lg" disabled={sending}>
          {intl.formatMessage(sending ? messages.submitting : messages.submit)}
        </Button>
        <Note>{intl.formatMessage(messages.note)}</Note>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

const Row = styled.div`
  display: grid;
  gap: 18px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  button {
    width: 100%;
  }
  ${media.sm} {
    button {
      width: auto;
      min-width: 200px;
    }
  }
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
