import {
  accountMessages,
  isEmailAddress,
  isSignInEmail,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@hometunnel/rules';
import * as yup from 'yup';
import { matchesPassword } from '../../lib/password-confirmation';

/** The shared account messages (the API answers the same ones), under the names the forms use. */
export const AUTH_MESSAGES = {
  emailRequired: accountMessages.emailRequired,
  emailInvalid: accountMessages.invalidEmail,
  passwordRequired: accountMessages.passwordRequired,
  passwordShort: accountMessages.passwordTooShort,
  passwordLong: accountMessages.passwordTooLong,
  passwordMismatch: accountMessages.passwordsDoNotMatch,
  confirmRequired: accountMessages.confirmPasswordRequired,
} as const;

const email = yup
  .string()
  .trim()
  .required(AUTH_MESSAGES.emailRequired)
  .test('email', AUTH_MESSAGES.emailInvalid, (value) => !value || isEmailAddress(value));

/** Signing in only looks an account up: one stored before the strict syntax must still get in. */
const signInEmail = yup
  .string()
  .trim()
  .required(AUTH_MESSAGES.emailRequired)
  .test('email', AUTH_MESSAGES.emailInvalid, (value) => !value || isSignInEmail(value));

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
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordShort)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordLong),
  confirmPassword: yup
    .string()
    .required(AUTH_MESSAGES.confirmRequired)
    .test('match', AUTH_MESSAGES.passwordMismatch, matchesPassword),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;

/** "Forgot password?": the address to send the reset link to. */
export const forgotPasswordSchema = yup.object({ email });

/** A new password from a reset link: the registration's rules. */
export const resetPasswordSchema = yup.object({
  password: registerSchema.fields.password as yup.StringSchema<string>,
  confirmPassword: yup
    .string()
    .required(AUTH_MESSAGES.confirmRequired)
    .test('match', AUTH_MESSAGES.passwordMismatch, matchesPassword),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
