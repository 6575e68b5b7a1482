import { defineMessages, useIntl } from 'react-intl';
import { Field, SelectField } from '../../components/field';
import type { CheckoutCountriesQuery } from '../../gql/graphql';
import { addressSchema, type AddressValues } from './checkout-schema';
import { useCountryName } from './country-name';
import { FieldRow, StepForm } from './step-form';
import { useStep, type StepProps } from './use-step';

type Country = CheckoutCountriesQuery['countries'][number];

const messages = defineMessages({
  saving: { id: 'checkout.address.saving', defaultMessage: 'Saving...' },
  continue: { id: 'checkout.address.continue', defaultMessage: 'Continue to Payment' },
  street: { id: 'checkout.address.street', defaultMessage: 'Street Address' },
  city: { id: 'checkout.address.city', defaultMessage: 'City' },
  postalCode: { id: 'checkout.address.postalCode', defaultMessage: 'Postal Code' },
  country: { id: 'checkout.address.country', defaultMessage: 'Country' },
  countriesFailed: {
    id: 'checkout.address.countriesFailed',
    defaultMessage: "We couldn't load the country list. Please refresh the page.",
  },
  countryHint: {
    id: 'checkout.address.countryHint',
    defaultMessage: 'Shipping and VAT depend on the destination.',
  },
  loadingCountries: { id: 'checkout.address.loadingCountries', defaultMessage: 'Loading countries...' },
  selectCountry: { id: 'checkout.address.selectCountry', defaultMessage: 'Select a country' },
});

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
  const intl = useIntl();
  const text = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const countryName = useCountryName();

  return (
    <StepForm {...form} submitLabel={text(saving ? 'saving' : 'continue')} submitting={saving}>
      <Field label={text('street')} autoComplete="street-address" {...field('street')} />
      <FieldRow>
        <Field label={text('city')} autoComplete="address-level2" {...field('city')} />
        <Field label={text('postalCode')} autoComplete="postal-code" {...field('postalCode')} />
      </FieldRow>
      <SelectField
        label={text('country')}
        autoComplete="country"
        {...field('country')}
        error={field('country').error ?? (countriesFailed ? text('countriesFailed') : undefined)}
        hint={text('countryHint')}
        disabled={countriesLoading && countries.length === 0}
      >
        <option value="">
          {text(countriesLoading && countries.length === 0 ? 'loadingCountries' : 'selectCountry')}
        </option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {countryName(country)}
          </option>
        ))}
      </SelectField>
    </StepForm>
  );
}
