import * as yup from 'yup';
import { isEmailAddress } from '../../lib/email';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Passwords do not match',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

const email = yup
  .string()
  .trim()
  .required(AUTH_MESSAGES.emailRequired)
  .test('email', AUTH_MESSAGES.emailInvalid, (value) => !value || isEmailAddress(value));

/** Signing in only looks an account up: one stored before the strict syntax must still get in (API twin: signInEmailRule). */
const signInEmail = yup
  .string()
  .trim()
  .required(AUTH_MESSAGES.emailRequired)
  .matches(/^[^\s@]+@[^\s@]+$/, AUTH_MESSAGES.emailInvalid);

export const signInSchema = yup.object({
  email: signInEmail,
  password: yup.string().required(AUTH_MESSAGES.passwordRequired),
});

export const registerSchema = yup.object({
  firstName: yup.string().trim().max(100),
  lastName: yup.string().trim().max(100),
  email,
  password: yup
    .string()
    .required(AUTH_MESSAGES.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordShort),
  confirmPassword: yup
    .string()
    .required(AUTH_MESSAGES.passwordMismatch)
    .oneOf([yup.ref('password')], AUTH_MESSAGES.passwordMismatch),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
