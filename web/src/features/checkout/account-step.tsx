import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Field, Hint } from '../../components/field';
import { CheckIcon } from '../../components/icons';
import { accountSchema, type AccountType, type AccountValues } from './checkout-schema';
import { FieldRow, StepForm } from './step-form';
import { useStep, type StepProps } from './use-step';

const ACCOUNT_OPTIONS: { value: AccountType; title: string; description: string }[] = [
  { value: 'guest', title: 'Checkout as Guest', description: 'Quick checkout without creating an account' },
  {
    value: 'create',
    title: 'Create Account',
    description: 'Save your information for future orders and track your purchases',
  },
];

/** Where 'Sign in instead' comes back to: the address step, with everything entered kept. */
export const SIGN_IN_INSTEAD_HREF = `/login?returnTo=${encodeURIComponent('/checkout?step=address')}`;
export const ACCOUNT_TAKEN_MESSAGE = 'An account with this email already exists';

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
  const creating = formik.values.accountType === 'create';

  return (
    <StepForm {...form}>
      {signedInEmail ? (
        <SignedInNote>
          <CheckIcon size={18} strokeWidth={3} aria-hidden="true" />
          <span>
            You are signed in as <strong>{signedInEmail}</strong>. This order will be saved to your account.
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
                  <strong>{option.title}</strong>
                  <Hint id={`${id}-description`} as="span">
                    {option.description}
                  </Hint>
                </span>
              </Option>
            );
          })}
        </Options>
      )}
      {accountTaken && creating && !signedInEmail && (
        <TakenNote role="alert">
          <span>{ACCOUNT_TAKEN_MESSAGE}.</span> <Link to={SIGN_IN_INSTEAD_HREF}>Sign in instead</Link>
          <span> or check out as a guest.</span>
        </TakenNote>
      )}
      {creating && !signedInEmail && (
        <FieldRow>
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            {...field('password')}
            hint="At least 6 characters"
          />
          <Field
            label="Confirm Password"
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
