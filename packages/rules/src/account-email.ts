/**
 * Email verification and password reset (issue 13): how long a link lives, how often it may be
 * asked for, and the messages the api answers and the web's pages and forms show.
 */
export const VERIFY_EMAIL_TOKEN_HOURS = 24;
export const PASSWORD_RESET_TOKEN_HOURS = 1;
/** Verification mails a signed-in account may ask for again, per hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;
/** Password reset mails per address, per hour (per client address: the public form limit). */
export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;

export const accountEmailMessages = {
  verificationLinkInvalid:
    'This verification link is invalid, already used or expired. Sign in and send a new one from My Account.',
  emailVerified: 'Your email address is verified.',
  verificationSent: 'We sent a new verification link to your email address. It is valid for 24 hours.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyVerificationMails: 'Too many verification emails requested. Please try again later.',
  tokenRequired: 'The link is missing its token',
  resetLinkInvalid: 'This password reset link is invalid, already used or expired. Please request a new one.',
  resetRequested:
    'If an account exists for this address, we sent it a link to reset the password. The link is valid for 1 hour.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  verifyBeforeAdmin:
    'Verify your email address first: admin access is granted to a listed address only once it is verified.',
} as const;
