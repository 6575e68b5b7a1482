import type { FormikProps, FormikValues } from 'formik';

/** A field's value and handlers plus, once touched, its validation message: spread into <Field>. */
export function fieldProps<V extends FormikValues>(
  formik: Pick<FormikProps<V>, 'touched' | 'errors' | 'getFieldProps'>,
  name: keyof V & string,
) {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  return { ...formik.getFieldProps<string>(name), error: typeof error === 'string' ? error : undefined };
}
