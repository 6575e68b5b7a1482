import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type MessageTag } from 'react-intl';
import styled, { css } from 'styled-components';
import { Field, Hint } from '../../components/field';
import { CheckIcon } from '../../components/icons';
import { LocalizedLink } from '../../i18n';
import { accountSchema, type AccountType, type AccountValues } from './checkout-schema';
import { FieldRow, StepForm } from './step-form';
import { useStep, type StepProps } from './use-step';

const messages = defineMessages({
  guestTitle: { id: 'checkout.account.guest.title', defaultMessage: 'Checkout as Guest' },
  guestDescription: {
    id: 'checkout.account.guest.description',
    defaultMessage: 'Quick checkout without creating an account',
  },
  createTitle: { id: 'checkout.account.create.title', defaultMessage: 'Create Account' },
  createDescription: {
    id: 'checkout.account.create.description',
    defaultMessage: 'Save your information for future orders and track your purchases',
  },
  password: { id: 'checkout.account.password', defaultMessage: 'Password' },
  passwordHint: { id: 'checkout.account.passwordHint', defaultMessage: 'At least 6 characters' },
  confirmPassword: { id: 'checkout.account.confirmPassword', defaultMessage: 'Confirm Password' },
});

const notes = defineMessages<{
  signedIn: { email: string; b: MessageTag };
  taken: { link: MessageTag };
}>({
  signedIn: {
    id: 'checkout.account.signedIn',
    defaultMessage: 'You are signed in as <b>{email}</b>. This order will be saved to your account.',
  },
  taken: {
    id: 'checkout.account.taken',
    defaultMessage:
      'An account with this email already exists. <link>Sign in instead</link> or check out as a guest.',
  },
});

const ACCOUNT_OPTIONS: { value: AccountType; title: MessageDescriptor; description: MessageDescriptor }[] = [
  { value: 'guest', title: messages.guestTitle, description: messages.guestDescription },
  { value: 'create', title: messages.createTitle, description: messages.createDescription },
];

/** Where 'Sign in instead' comes back to: the address step, with everything entered kept. */
export const SIGN_IN_INSTEAD_HREF = `/login?returnTo=${encodeURIComponent('/checkout?step=address')}`;

/**
 * Step 2 'Account Options': guest or a new account (which needs a password). When the email turns
 * out to have an account already (the save at step 3 is refused), the buyer is brought back here
 * and told so under 'Create Account', with a way to sign in instead.
 */
export function AccountStep({
  signedInEmail,
  accountTaken = false,
  ...props
}: StepProps<AccountValues> & { signedInEmail?: string; accountTaken?: boolean }) {
  const { formik, field, form } = useStep(props, accountSchema);
  const { titleId } = props;
  const intl = useIntl();
  const creating = formik.values.accountType === 'create';

  return (
    <StepForm {...form}>
      {signedInEmail ? (
        <SignedInNote>
          <CheckIcon size={18} strokeWidth={3} aria-hidden="true" />
          <span>
            {intl.formatMessage(notes.signedIn, {
              email: signedInEmail,
              b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            })}
          </span>
        </SignedInNote>
      ) : (
        <Options role="radiogroup" aria-labelledby={titleId}>
          {ACCOUNT_OPTIONS.map((option) => {
            const id = `account-type-${option.value}`;
            const checked = formik.values.accountType === option.value;
            return (
              <Option key={option.value} htmlFor={id} $checked={checked}>
                <input
                  id={id}
                  type="radio"
                  name="accountType"
                  value={option.value}
                  checked={checked}
                  onChange={() => void formik.setFieldValue('accountType', option.value)}
                  aria-describedby={`${id}-description`}
                />
                <span>
                  <strong>{intl.formatMessage(option.title)}</strong>
                  <Hint id={`${id}-description`} as="span">
                    {intl.formatMessage(option.description)}
                  </Hint>
                </span>
              </Option>
            );
          })}
        </Options>
      )}
      {accountTaken && creating && !signedInEmail && (
        <TakenNote role="alert">
          {intl.formatMessage(notes.taken, {
            link: (chunks: ReactNode[]) => <LocalizedLink to={SIGN_IN_INSTEAD_HREF}>{chunks}</LocalizedLink>,
          })}
        </TakenNote>
      )}
      {creating && !signedInEmail && (
        <FieldRow>
          <Field
            label={intl.formatMessage(messages.password)}
            type="password"
            autoComplete="new-password"
            {...field('password')}
            hint={intl.formatMessage(messages.passwordHint)}
          />
          <Field
            label={intl.formatMessage(messages.confirmPassword)}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </FieldRow>
      )}
    </StepForm>
  );
}

const Options = styled.div`
  display: grid;
  gap: 12px;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 14px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color 150ms ease,
    background-color 150ms ease,
    box-shadow 150ms ease;
  input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: 2px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-within {
    box-shadow: 0 0 0 4px rgba(37, 99, 235, 0.15);
  }
  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      &:hover {
        border-color: ${theme.colors.primary};
      }
    `}
`;

const SignedInNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: #14532d;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const TakenNote = styled.p`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.ink};
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;
