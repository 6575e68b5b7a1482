import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...UserProfile
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...UserProfile
    }
  }
`);

/** Spends a verification link (the token from /verify-email?token=…). */
export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input)
  }
`);

/** "Forgot password?": the same answer whether or not the address has an account. */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input)
  }
`);

/** A new password from a reset link (the token from /reset-password?token=…). */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
