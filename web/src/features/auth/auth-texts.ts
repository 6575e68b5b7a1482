import { defineMessages } from 'react-intl';

/** Field texts shared by the sign-in, registration and password reset forms. */
export const authFieldMessages = defineMessages({
  email: { id: 'auth.fields.email', defaultMessage: 'Email' },
  passwordHint: { id: 'auth.fields.passwordHint', defaultMessage: 'At least 6 characters' },
});
