import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { STOCK_DELTA_MAX, STOCK_REASON_MAX_LENGTH, stockMessages } from '@hometunnel/rules';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { AdjustStockMutation } from './catalog-operations';

export const stockAdjustSchema = yup.object({
  delta: yup
    .number()
    .typeError(stockMessages.deltaInvalid)
    .integer(stockMessages.deltaInvalid)
    .min(-STOCK_DELTA_MAX, stockMessages.deltaInvalid)
    .max(STOCK_DELTA_MAX, stockMessages.deltaInvalid)
    .notOneOf([0], stockMessages.deltaInvalid)
    .required(stockMessages.deltaInvalid),
  reason: yup
    .string()
    .trim()
    .required(stockMessages.reasonRequired)
    .max(STOCK_REASON_MAX_LENGTH, stockMessages.reasonTooLong),
});

/** Adds units (a delivery) or takes them away (a count, damage), with the reason the ledger keeps. */
export function StockAdjustForm({ productId, productName }: { productId: string; productName: string }) {
  const [adjust] = useMutation(AdjustStockMutation, { refetchQueries: ['AdminStockMovements'] });
  const form = useFormik<{ delta: string; reason: string }>({
    initialValues: { delta: '', reason: '' },
    validationSchema: stockAdjustSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await adjust({
          variables: { productId, delta: Number(values.delta), reason: values.reason.trim() },
        });
        const levels = result.data?.adjustStock;
        if (levels) {
          toast({
            title: 'Stock updated',
            description: `${productName}: ${levels.stockOnHand} on hand, ${levels.stockReserved} reserved.`,
          });
          helpers.resetForm();
        }
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Failed to update the stock',
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <Form aria-label={`Adjust stock of ${productName}`} onSubmit={form.handleSubmit} noValidate>
      <Field
        label="Change"
        name="delta"
        type="number"
        inputMode="numeric"
        step={1}
        placeholder="e.g. 20 or -2"
        hint="Units to add, or to take away with a minus sign."
        value={form.values.delta}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.delta ? form.errors.delta : undefined}
      />
      <Field
        label="Reason"
        name="reason"
        placeholder="e.g. Delivery from the factory"
        value={form.values.reason}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.reason ? form.errors.reason : undefined}
        maxLength={STOCK_REASON_MAX_LENGTH}
      />
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Saving…' : 'Adjust stock'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 12px;
  align-content: start;
`;
