import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { CheckIcon } from '../../components/icons';
import { media } from '../../theme/theme';

const messages = defineMessages({
  personalLabel: { id: 'checkout.steps.personal.label', defaultMessage: 'Personal Details' },
  personalTitle: { id: 'checkout.steps.personal.title', defaultMessage: 'Personal Information' },
  accountLabel: { id: 'checkout.steps.account.label', defaultMessage: 'Account' },
  accountTitle: { id: 'checkout.steps.account.title', defaultMessage: 'Account Options' },
  addressLabel: { id: 'checkout.steps.address.label', defaultMessage: 'Address' },
  addressTitle: { id: 'checkout.steps.address.title', defaultMessage: 'Shipping Address' },
  summaryLabel: { id: 'checkout.steps.summary.label', defaultMessage: 'Order Details' },
  summaryTitle: { id: 'checkout.steps.summary.title', defaultMessage: 'Order Summary' },
  paymentLabel: { id: 'checkout.steps.payment.label', defaultMessage: 'Payment' },
  paymentTitle: { id: 'checkout.steps.payment.title', defaultMessage: 'Currently Out of Stock' },
  progress: { id: 'checkout.steps.progress', defaultMessage: 'Checkout progress' },
  completed: { id: 'checkout.steps.completed', defaultMessage: '(completed)' },
});

const { stepOf } = defineMessages<{ stepOf: { number: number; count: number } }>({
  stepOf: { id: 'checkout.steps.stepOf', defaultMessage: 'Step {number} of {count}' },
});

export const CHECKOUT_STEPS = [
  { number: 1, label: messages.personalLabel, title: messages.personalTitle },
  { number: 2, label: messages.accountLabel, title: messages.accountTitle },
  { number: 3, label: messages.addressLabel, title: messages.addressTitle },
  { number: 4, label: messages.summaryLabel, title: messages.summaryTitle },
  { number: 5, label: messages.paymentLabel, title: messages.paymentTitle },
] as const;

/** "Step 2 of 5", in the page's language. */
export function useStepOf(): (number: number) => string {
  const intl = useIntl();
  return (number) => intl.formatMessage(stepOf, { number, count: CHECKOUT_STEPS.length });
}

export type StepNumber = (typeof CHECKOUT_STEPS)[number]['number'];

/** The five numbered steps; the current one is marked for assistive technology too. */
export function StepIndicator({ current }: { current: StepNumber }) {
  const intl = useIntl();
  const stepOf = useStepOf();
  return (
    <nav aria-label={intl.formatMessage(messages.progress)}>
      <Steps>
        {CHECKOUT_STEPS.map((step) => {
          const state = step.number < current ? 'done' : step.number === current ? 'current' : 'todo';
          return (
            <StepItem
              key={step.number}
              $state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Dot aria-hidden="true" $state={state}>
                {state === 'done' ? <CheckIcon size={16} strokeWidth={3} /> : step.number}
              </Dot>
              <StepLabel>
                <span className="visually-hidden">{stepOf(step.number)}: </span>
                {intl.formatMessage(step.label)}
                {state === 'done' && (
                  <span className="visually-hidden"> {intl.formatMessage(messages.completed)}</span>
                )}
              </StepLabel>
            </StepItem>
          );
        })}
      </Steps>
    </nav>
  );
}

type State = 'done' | 'current' | 'todo';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: none;
`;

const StepItem = styled.li<{ $state: State }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 8px;
  text-align: center;
  /* the connector to the previous step */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 17px;
    right: calc(50% + 22px);
    width: calc(100% - 44px);
    height: 2px;
    border-radius: 2px;
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  }
`;

const Dot = styled.span<{ $state: State }>`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  font-weight: 700;
  font-size: 0.95rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  transition:
    background-color 200ms ease,
    border-color 200ms ease,
    color 200ms ease;
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: #fff;
      box-shadow: 0 0 0 5px ${theme.colors.primarySoft};
    `}
  ${({ $state, theme }) =>
    $state === 'done' &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primary};
    `}
`;

const StepLabel = styled.span`
  font-size: 0.72rem;
  font-weight: 600;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.textMuted};
  li[aria-current='step'] & {
    color: ${({ theme }) => theme.colors.ink};
  }
  ${media.sm} {
    font-size: 0.82rem;
  }
`;
