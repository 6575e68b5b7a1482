import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { ChevronLeftIcon } from '../../components/icons';
import { media } from '../../theme/theme';

const messages = defineMessages({
  back: { id: 'checkout.stepForm.back', defaultMessage: 'Back' },
  continue: { id: 'checkout.stepForm.continue', defaultMessage: 'Continue' },
});

/** The checkout's 'Back' button text, in the page's language. */
export function useBackLabel(): string {
  return useIntl().formatMessage(messages.back);
}

/**
 * One checkout step's form: its fields, then 'Back' (from step 2) and the forward button. After a
 * submit that fails validation, focus moves to the first invalid field.
 */
export function StepForm({
  onSubmit,
  onBack,
  submitLabel,
  submitting = false,
  submitCount,
  validating = false,
  children,
  labelledBy,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  submitLabel?: string;
  submitting?: boolean;
  submitCount: number;
  validating?: boolean;
  children: ReactNode;
  labelledBy: string;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  useFirstInvalidFocus(formRef, submitCount, validating);
  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
    >
      {children}
      <StepActions>
        {onBack && (
          <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
            <ChevronLeftIcon size={18} />
            {intl.formatMessage(messages.back)}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={submitting}>
          {submitLabel ?? intl.formatMessage(messages.continue)}
        </Button>
      </StepActions>
    </Form>
  );
}

/** After each submit, focus the first field the validation marked invalid (if any). */
function useFirstInvalidFocus(
  formRef: React.RefObject<HTMLFormElement | null>,
  submitCount: number,
  validating: boolean,
) {
  const handled = useRef(0);
  useEffect(() => {
    // Once the submit's validation has settled and rendered its messages.
    if (submitCount === 0 || validating || handled.current === submitCount) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount, validating]);
}

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

export const FieldRow = styled.div`
  display: grid;
  gap: 18px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export const StepActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  margin-top: 8px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  button {
    width: 100%;
  }
  ${media.sm} {
    flex-direction: row;
    justify-content: space-between;
    button {
      width: auto;
      min-width: 160px;
    }
    button[type='submit'] {
      margin-left: auto;
    }
  }
`;

/** The actions row of the steps without a form (order summary, waitlist). */
export const PayActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  button {
    width: 100%;
  }
  ${media.sm} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
    button {
      width: auto;
      min-width: 160px;
    }
  }
`;
