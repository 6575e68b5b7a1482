import { useEffect, useRef } from 'react';
import { useFormik } from 'formik';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import * as yup from 'yup';
import { DISCOUNT_CODE_MAX_INPUT, discountMessages, normalizeDiscountCode } from '@hometunnel/rules';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/graphql-errors';

const messages = defineMessages({
  label: { id: 'checkout.discount.label', defaultMessage: 'Discount code' },
  placeholder: { id: 'checkout.discount.placeholder', defaultMessage: 'e.g. HT-ABCD-EFGH' },
  remove: { id: 'checkout.discount.remove', defaultMessage: 'Remove' },
  checking: { id: 'checkout.discount.checking', defaultMessage: 'Checking…' },
  apply: { id: 'checkout.discount.apply', defaultMessage: 'Apply' },
});

export const discountSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(discountMessages.required)
    .max(DISCOUNT_CODE_MAX_INPUT, discountMessages.invalid),
});

/**
 * Step 4's "Discount code": Apply asks the server (`check` throws its reason, shown under the
 * field, and nothing changes); an applied code can be removed. A code a mail's link brought
 * (`initialCode`) is filled in and applied at once.
 */
export function DiscountCodeField({
  applied,
  initialCode,
  refused,
  check,
  onApply,
  onRemove,
  disabled,
}: {
  applied: string | null;
  initialCode: string;
  /** A reason the server gave later (placing the order): shown under the field. */
  refused: string | null;
  check: (code: string) => Promise<void>;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const form = useFormik<{ code: string }>({
    initialValues: { code: initialCode },
    validationSchema: discountSchema,
    onSubmit: async (values, helpers) => {
      const code = normalizeDiscountCode(values.code.trim());
      try {
        await check(code);
        await helpers.setFieldValue('code', code, false);
        onApply(code);
      } catch (error) {
        helpers.setFieldError('code', errorMessage(error) ?? discountMessages.invalid);
      }
    },
  });

  const { submitForm, setFieldError, setFieldTouched } = form;
  const autoApplied = useRef(false);
  useEffect(() => {
    if (autoApplied.current || !initialCode) return;
    autoApplied.current = true;
    void submitForm();
  }, [initialCode, submitForm]);

  useEffect(() => {
    if (!refused) return;
    void setFieldTouched('code', true, false);
    setFieldError('code', refused);
  }, [refused, setFieldError, setFieldTouched]);

  const error = form.touched.code ? form.errors.code : undefined;
  return (
    <DiscountForm onSubmit={form.handleSubmit} noValidate>
      <Field
        label={intl.formatMessage(messages.label)}
        name="code"
        placeholder={intl.formatMessage(messages.placeholder)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={DISCOUNT_CODE_MAX_INPUT}
        value={form.values.code}
        onChange={(event) => {
          form.handleChange(event);
          if (applied) onRemove();
        }}
        onBlur={form.handleBlur}
        error={error}
        readOnly={!!applied}
      />
      {applied ? (
        <Button
          variant="outline"
          onClick={() => {
            onRemove();
            form.resetForm({ values: { code: '' } });
          }}
          disabled={disabled}
        >
          {intl.formatMessage(messages.remove)}
        </Button>
      ) : (
        <Button type="submit" variant="outline" disabled={disabled || form.isSubmitting}>
          {intl.formatMessage(form.isSubmitting ? messages.checking : messages.apply)}
        </Button>
      )}
    </DiscountForm>
  );
}

const DiscountForm = styled.form`
  display: grid;
  /* minmax: the input may shrink below its intrinsic width on a 375 px screen. */
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
  > button {
    /* In line with the input, below its label. */
    margin-top: 28px;
  }
`;
