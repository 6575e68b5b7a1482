import { defineMessages, useIntl } from 'react-intl';
import { Field } from '../../components/field';
import { personalSchema, type PersonalValues } from './checkout-schema';
import { FieldRow, StepForm } from './step-form';
import { useStep, type StepProps } from './use-step';

const messages = defineMessages({
  firstName: { id: 'checkout.personal.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'checkout.personal.lastName', defaultMessage: 'Last Name' },
  email: { id: 'checkout.personal.email', defaultMessage: 'Email' },
  phone: { id: 'checkout.personal.phone', defaultMessage: 'Phone' },
});

/** Step 1 'Personal Information'. */
export function PersonalStep(props: StepProps<PersonalValues>) {
  const { field, form } = useStep(props, personalSchema);
  const intl = useIntl();
  const label = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <StepForm {...form}>
      <FieldRow>
        <Field label={label('firstName')} autoComplete="given-name" {...field('firstName')} />
        <Field label={label('lastName')} autoComplete="family-name" {...field('lastName')} />
      </FieldRow>
      <FieldRow>
        <Field
          label={label('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <Field label={label('phone')} type="tel" autoComplete="tel" {...field('phone')} />
      </FieldRow>
    </StepForm>
  );
}
