import {
  accountEmailMessages,
  accountMessages,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@hometunnel/rules';
import * as yup from 'yup';
import { matchesPassword } from '../../lib/password-confirmation';

/** My Account's "Change password": the current one, then the registration's rules for the new one. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(accountEmailMessages.currentPasswordRequired),
  password: yup
    .string()
    .required(accountMessages.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, accountMessages.passwordTooLong),
  confirmPassword: yup
    .string()
    .required(accountMessages.confirmPasswordRequired)
    .test('match', accountMessages.passwordsDoNotMatch, matchesPassword),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
