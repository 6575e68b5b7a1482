import { Field, SelectField } from '../../components/field';
import type { CheckoutCountriesQuery } from '../../gql/graphql';
import { addressSchema, type AddressValues } from './checkout-schema';
import { FieldRow, StepForm } from './step-form';
import { useStep, type StepProps } from './use-step';

type Country = CheckoutCountriesQuery['countries'][number];

/** Step 3 'Shipping Address'; moving on saves the checkout ('Saving...' meanwhile). */
export function AddressStep({
  countries,
  countriesLoading,
  countriesFailed,
  ...props
}: StepProps<AddressValues> & {
  countries: readonly Country[];
  countriesLoading: boolean;
  countriesFailed: boolean;
}) {
  const { formik, field, form } = useStep(props, addressSchema);
  const saving = formik.isSubmitting;

  return (
    <StepForm {...form} submitLabel={saving ? 'Saving...' : 'Continue to Payment'} submitting={saving}>
      <Field label="Street Address" autoComplete="street-address" {...field('street')} />
      <FieldRow>
        <Field label="City" autoComplete="address-level2" {...field('city')} />
        <Field label="Postal Code" autoComplete="postal-code" {...field('postalCode')} />
      </FieldRow>
      <SelectField
        label="Country"
        autoComplete="country"
        {...field('country')}
        error={
          field('country').error ??
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
