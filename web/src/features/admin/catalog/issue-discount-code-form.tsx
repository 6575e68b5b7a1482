import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import {
  discountAmountCents,
  discountMessages,
  DISCOUNT_MAX_VALID_DAYS,
  DISCOUNT_MIN_VALID_DAYS,
  isEmailAddress,
} from '@hometunnel/rules';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/graphql-errors';
import { CreateCard } from '../create-token-form';
import { DiscountCodesQuery, IssueDiscountCodeMutation } from './discount-code-operations';

/** The server's rules for a hand-issued code, so the form says the same before it asks. */
export const issueCodeSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(discountMessages.email)
    .test('email', discountMessages.email, (value) => isEmailAddress(value ?? '')),
  amount: yup
    .string()
    .trim()
    .required(discountMessages.amount)
    .test('amount', discountMessages.amount, (value) => discountAmountCents(value) !== undefined),
  validDays: yup
    .number()
    .typeError(discountMessages.validDays)
    .required(discountMessages.validDays)
    .integer(discountMessages.validDays)
    .min(DISCOUNT_MIN_VALID_DAYS, discountMessages.validDays)
    .max(DISCOUNT_MAX_VALID_DAYS, discountMessages.validDays),
});

interface IssueValues {
  email: string;
  amount: string;
  validDays: string;
}

/** "Issue code": a single-use code for one address, mailed to it; the list shows it at once. */
export function IssueDiscountCodeForm() {
  const [issue] = useMutation(IssueDiscountCodeMutation, { refetchQueries: [DiscountCodesQuery] });
  const form = useFormik<IssueValues>({
    initialValues: { email: '', amount: '50.00', validDays: '30' },
    validationSchema: issueCodeSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await issue({
          variables: {
            email: values.email.trim(),
            amount: values.amount.trim(),
            validDays: Number(values.validDays),
          },
        });
        const issued = data?.issueDiscountCode;
        if (issued) {
          toast({ title: 'Code issued', description: `${issued.code} was mailed to ${issued.email}.` });
          helpers.resetForm();
        }
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Failed to issue the code',
          variant: 'destructive',
        });
      }
    },
  });
  const error = (name: keyof IssueValues) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <CreateCard as="form" aria-labelledby="issue-code-title" onSubmit={form.handleSubmit} noValidate>
      <h2 id="issue-code-title">Issue a discount code</h2>
      <Field
        label="Email"
        type="email"
        {...form.getFieldProps('email')}
        error={error('email')}
        hint="Only this address can use it; the code is mailed there."
      />
      <Field
        label="Amount (EUR)"
        inputMode="decimal"
        {...form.getFieldProps('amount')}
        error={error('amount')}
      />
      <Field
        label="Valid days"
        type="number"
        min={DISCOUNT_MIN_VALID_DAYS}
        max={DISCOUNT_MAX_VALID_DAYS}
        {...form.getFieldProps('validDays')}
        error={error('validDays')}
      />
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Issuing…' : 'Issue code'}
      </Button>
    </CreateCard>
  );
}
