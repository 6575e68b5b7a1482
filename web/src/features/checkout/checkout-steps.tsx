import { useFormik } from 'formik';
import styled, { css } from 'styled-components';
import { Field, Hint, SelectField } from '../../components/field';
import { CheckIcon } from '../../components/icons';
import type { CheckoutCountriesQuery } from '../../gql/graphql';
import { FieldRow, StepForm } from './step-form';
import {
  accountSchema,
  addressSchema,
  personalSchema,
  type AccountType,
  type AccountValues,
  type AddressValues,
  type PersonalValues,
} from './checkout-schema';

type Country = CheckoutCountriesQuery['countries'][number];

interface StepProps<T> {
  initialValues: T;
  onSubmit: (values: T) => void | Promise<void>;
  onBack?: () => void;
  titleId: string;
}

function errorOf<T>(
  formik: { touched: Partial<Record<keyof T, unknown>>; errors: Partial<Record<keyof T, string>> },
  name: keyof T,
) {
  return formik.touched[name] ? formik.errors[name] : undefined;
}

/** Step 1 'Personal Information'. */
export function PersonalStep({ initialValues, onSubmit, onBack, titleId }: StepProps<PersonalValues>) {
  const formik = useFormik<PersonalValues>({ initialValues, validationSchema: personalSchema, onSubmit });
  const err = (name: keyof PersonalValues) => errorOf(formik, name);
  return (
    <StepForm
      onSubmit={formik.handleSubmit}
      onBack={onBack}
      submitCount={formik.submitCount}
      validating={formik.isValidating}
      labelledBy={titleId}
    >
      <FieldRow>
        <Field
          label="First Name"
          autoComplete="given-name"
          {...formik.getFieldProps('firstName')}
          error={err('firstName')}
        />
        <Field
          label="Last Name"
          autoComplete="family-name"
          {...formik.getFieldProps('lastName')}
          error={err('lastName')}
        />
      </FieldRow>
      <FieldRow>
        <Field
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...formik.getFieldProps('email')}
          error={err('email')}
        />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...formik.getFieldProps('phone')}
          error={err('phone')}
        />
      </FieldRow>
    </StepForm>
  );
}

const ACCOUNT_OPTIONS: { value: AccountType; title: string; description: string }[] = [
  { value: 'guest', title: 'Checkout as Guest', description: 'Quick checkout without creating an account' },
  {
    value: 'create',
    title: 'Create Account',
    description: 'Save your information for future orders and track your purchases',
  },
];

/** Step 2 'Account Options': guest or a new account (which needs a password). */
export function AccountStep({
  initialValues,
  onSubmit,
  onBack,
  titleId,
  signedInEmail,
}: StepProps<AccountValues> & { signedInEmail?: string }) {
  const formik = useFormik<AccountValues>({ initialValues, validationSchema: accountSchema, onSubmit });
  const err = (name: keyof AccountValues) => errorOf(formik, name);
  const creating = formik.values.accountType === 'create';

  return (
    <StepForm
      onSubmit={formik.handleSubmit}
      onBack={onBack}
      submitCount={formik.submitCount}
      validating={formik.isValidating}
      labelledBy={titleId}
    >
      {signedInEmail ? (
        <SignedInNote>
          <CheckIcon size={18} strokeWidth={3} aria-hidden="true" />
          <span>
            You are signed in as <strong>{signedInEmail}</strong>. This order will be saved to your account.
          </span>
        </SignedInNote>
      ) : (
        <Options role="radiogroup" aria-labelledby={titleId}>
          {ACCOUNT_OPTIONS.map((option) => {
            const id = `account-type-${option.value}`;
            const checked = formik.values.accountType === option.value;
            return (
              <Option key={option.value} htmlFor={id} $checked={checked}>
                <input
                  id={id}
                  type="radio"
                  name="accountType"
                  value={option.value}
                  checked={checked}
                  onChange={() => void formik.setFieldValue('accountType', option.value)}
                  aria-describedby={`${id}-description`}
                />
                <span>
                  <strong>{option.title}</strong>
                  <Hint id={`${id}-description`} as="span">
                    {option.description}
                  </Hint>
                </span>
              </Option>
            );
          })}
        </Options>
      )}
      {creating && !signedInEmail && (
        <FieldRow>
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            {...formik.getFieldProps('password')}
            hint="At least 6 characters"
            error={err('password')}
          />
          <Field
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...formik.getFieldProps('confirmPassword')}
            error={err('confirmPassword')}
          />
        </FieldRow>
      )}
    </StepForm>
  );
}

/** Step 3 'Shipping Address'; moving on saves the checkout ('Saving...' meanwhile). */
export function AddressStep({
  initialValues,
  onSubmit,
  onBack,
  titleId,
  countries,
  countriesLoading,
  countriesFailed,
}: StepProps<AddressValues> & {
  countries: readonly Country[];
  countriesLoading: boolean;
  countriesFailed: boolean;
}) {
  const formik = useFormik<AddressValues>({ initialValues, validationSchema: addressSchema, onSubmit });
  const err = (name: keyof AddressValues) => errorOf(formik, name);
  const saving = formik.isSubmitting;

  return (
    <StepForm
      onSubmit={formik.handleSubmit}
      onBack={onBack}
      submitLabel={saving ? 'Saving...' : 'Continue to Payment'}
      submitting={saving}
      submitCount={formik.submitCount}
      validating={formik.isValidating}
      labelledBy={titleId}
    >
      <Field
        label="Street Address"
        autoComplete="street-address"
        {...formik.getFieldProps('street')}
        error={err('street')}
      />
      <FieldRow>
        <Field
          label="City"
          autoComplete="address-level2"
          {...formik.getFieldProps('city')}
          error={err('city')}
        />
        <Field
          label="Postal Code"
          autoComplete="postal-code"
          {...formik.getFieldProps('postalCode')}
          error={err('postalCode')}
        />
      </FieldRow>
      <SelectField
        label="Country"
        autoComplete="country"
        {...formik.getFieldProps('country')}
        error={
          err('country') ??
          (countriesFailed ? "We couldn't load the country list. Please refresh the page." : undefined)
        }
        hint="Shipping and VAT depend on the destination."
        disabled={countriesLoading && countries.length === 0}
      >
        <option value="">
          {countriesLoading && countries.length === 0 ? 'Loading countries...' : 'Select a country'}
        </option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </StepForm>
  );
}

const Options = styled.div`
  display: grid;
  gap: 12px;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 14px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color 150ms ease,
    background-color 150ms ease,
    box-shadow 150ms ease;
  input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: 2px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-within {
    box-shadow: 0 0 0 4px rgba(37, 99, 235, 0.15);
  }
  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      &:hover {
        border-color: ${theme.colors.primary};
      }
    `}
`;

const SignedInNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: #14532d;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
