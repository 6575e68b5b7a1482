import { useEffect, useRef } from 'react';
import { useFormik, type FormikValues } from 'formik';
import type { ObjectSchema } from 'yup';
import { fieldProps } from '../../lib/form-field';

export interface StepProps<T> {
  initialValues: T;
  onSubmit: (values: T) => void | Promise<void>;
  onBack?: () => void;
  /** Told of every change, so what is typed survives a reload or a step change. */
  onDraft?: (values: T) => void;
  titleId: string;
}

/** One step's formik, its fields' props and the props of its StepForm. */
export function useStep<T extends FormikValues>(
  { initialValues, onSubmit, onBack, onDraft, titleId }: StepProps<T>,
  validationSchema: ObjectSchema<T>,
) {
  const formik = useFormik<T>({ initialValues, validationSchema, onSubmit });
  const field = (name: keyof T & string) => fieldProps(formik, name);
  const draftRef = useRef(onDraft);
  draftRef.current = onDraft;
  useEffect(() => {
    draftRef.current?.(formik.values);
  }, [formik.values]);
  const form = {
    onSubmit: formik.handleSubmit,
    onBack,
    submitCount: formik.submitCount,
    validating: formik.isValidating,
    labelledBy: titleId,
  };
  return { formik, field, form };
}
