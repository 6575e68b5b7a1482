import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { AccountStep } from './account-step';
import { AddressStep } from './address-step';
import { CheckoutFrame, CheckoutLoading } from './checkout-frame';
import { EmptyCartCard } from './empty-cart-card';
import { OrderSummaryStep } from './order-summary-step';
import { BANK_TRANSFER_TITLE, BankTransferStep } from './bank-transfer-step';
import { PersonalStep } from './personal-step';
import { RunningSummary } from './running-summary';
import { CHECKOUT_STEPS, StepIndicator, useStepOf } from './step-indicator';
import { hasDevice } from './use-checkout-cart';
import { useCheckoutFlow } from './use-checkout-flow';
import { PLAN_ONLY_TITLE, WaitlistStep } from './waitlist-step';

/**
 * /checkout: five steps, from personal details to the out-of-stock waitlist (spec section 2). Each
 * step has its URL (`?step=`), what was entered survives a reload, and an order ends the checkout.
 */
export default function CheckoutPage() {
  const flow = useCheckoutFlow();
  const intl = useIntl();
  const stepOf = useStepOf();
  const { step, values, user, back, titleId } = flow;

  if (!flow.ready) return <CheckoutLoading />;

  const current = CHECKOUT_STEPS[step - 1];
  const title = intl.formatMessage(
    step === 5 && flow.order?.bankTransfer
      ? BANK_TRANSFER_TITLE
      : step === 5 && flow.order && !flow.order.hasDevice
        ? PLAN_ONLY_TITLE
        : current.title,
  );
  const aside = step <= 3;

  return (
    <CheckoutFrame>
      {flow.empty ? (
        <EmptyCartCard />
      ) : (
        <>
          <Progress>
            <StepIndicator current={step} />
          </Progress>
          <Layout $aside={aside}>
            {aside && (
              <SummarySlot>
                <RunningSummary lines={flow.lines} country={values.country} countries={flow.countries} />
              </SummarySlot>
            )}
            <StepCard aria-labelledby={titleId} $wide={step >= 4}>
              <StepHeading>
                <StepNumberTag>{stepOf(step)}</StepNumberTag>
                <h2 id={titleId} ref={flow.headingRef} tabIndex={-1}>
                  {title}
                </h2>
              </StepHeading>
              {renderStep(flow)}
            </StepCard>
          </Layout>
        </>
      )}
    </CheckoutFrame>
  );

  // A plain function, not a component: the step's form must keep its state across renders.
  function renderStep(flow: ReturnType<typeof useCheckoutFlow>) {
    switch (step) {
      case 1:
        return (
          <PersonalStep
            initialValues={{
              // A signed-in buyer starts with what the account already knows.
              firstName: values.firstName || user?.firstName || '',
              lastName: values.lastName || user?.lastName || '',
              email: values.email || user?.email || '',
              phone: values.phone,
            }}
            onSubmit={flow.onPersonal}
            onDraft={flow.draft}
            titleId={titleId}
          />
        );
      case 2:
        return (
          <AccountStep
            initialValues={{
              accountType: values.accountType,
              password: values.password,
              confirmPassword: values.confirmPassword,
            }}
            onSubmit={flow.onAccount}
            onDraft={flow.draft}
            onBack={() => back(1)}
            titleId={titleId}
            signedInEmail={user?.email}
            accountTaken={flow.accountTaken}
          />
        );
      case 3:
        return (
          <AddressStep
            initialValues={{
              street: values.street,
              city: values.city,
              postalCode: values.postalCode,
              country: values.country,
            }}
            onSubmit={flow.onAddress}
            onDraft={flow.draft}
            onBack={() => back(2)}
            titleId={titleId}
            countries={flow.countries}
            countriesLoading={flow.countriesLoading}
            countriesFailed={flow.countriesFailed}
          />
        );
      case 4:
        return (
          <OrderSummaryStep
            lines={flow.lines}
            values={values}
            countries={flow.countries}
            paying={flow.paying}
            discountRefused={flow.discountRefused}
            onPay={(method, discountCode) => void flow.pay(method, discountCode)}
            onBack={() => back(3)}
          />
        );
      default:
        if (flow.order?.bankTransfer)
          return (
            <BankTransferStep
              orderId={flow.order.id}
              email={flow.order.email}
              details={flow.order.bankTransfer}
            />
          );
        return (
          <WaitlistStep
            email={values.email.trim()}
            order={flow.order}
            deviceInCart={hasDevice(flow.lines)}
            joined={flow.joined}
            joining={flow.joining}
            onJoin={() => void flow.join()}
            onBack={() => back(4)}
          />
        );
    }
  }
}

const Progress = styled.div`
  max-width: 720px;
  margin: 0 auto 28px;
`;

/** The step, with the running summary beside it on wide screens (above it, folded, on phones). */
const Layout = styled.div<{ $aside: boolean }>`
  display: grid;
  gap: 16px;
  max-width: ${({ $aside }) => ($aside ? '1080px' : '880px')};
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: ${({ $aside }) => ($aside ? 'minmax(0, 1fr) 320px' : '1fr')};
    gap: 24px;
    align-items: start;
  }
`;

const SummarySlot = styled.div`
  ${media.lg} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const StepCard = styled.section<{ $wide: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '880px' : '720px')};
  margin: 0 auto;
  ${media.lg} {
    grid-column: 1;
    grid-row: 1;
  }
  padding: 22px 18px;
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.sm} {
    padding: 32px;
  }
`;

const StepHeading = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 22px;
  h2 {
    font-size: 1.4rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: 4px;
  }
`;

const StepNumberTag = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;
