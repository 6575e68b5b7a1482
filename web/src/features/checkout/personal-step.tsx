import { Field } from '../../components/field';
import { personalSchema, type PersonalValues } from './checkout-schema';
import { FieldRow, StepForm } from './step-form';
import { useStep, type StepProps } from './use-step';

/** Step 1 'Personal Information'. */
export function PersonalStep(props: StepProps<PersonalValues>) {
  const { field, form } = useStep(props, personalSchema);
  return (
    <StepForm {...form}>
      <FieldRow>
        <Field label="First Name" autoComplete="given-name" {...field('firstName')} />
        <Field label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </FieldRow>
      <FieldRow>
        <Field label="Email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <Field label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      </FieldRow>
    </StepForm>
  );
}
