import styled from 'styled-components';
import { Container } from '../../components/container';
import { LockIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { media } from '../../theme/theme';
import { AccountStep } from './account-step';
import { AddressStep } from './address-step';
import { EmptyCartCard } from './empty-cart-card';
import { OrderSummaryStep } from './order-summary-step';
import { PersonalStep } from './personal-step';
import { CHECKOUT_STEPS, StepIndicator } from './step-indicator';
import { useCheckoutFlow } from './use-checkout-flow';
import { WaitlistStep } from './waitlist-step';

/** /checkout: five steps, from personal details to the out-of-stock waitlist (spec section 2). */
export default function CheckoutPage() {
  const flow = useCheckoutFlow();
  const { step, values, user, goTo, titleId } = flow;

  if (!flow.ready) return <PageSpinner label="Loading your checkout" />;

  const current = CHECKOUT_STEPS[step - 1];

  return (
    <Page>
      <Container>
        <Head>
          <h1>Checkout</h1>
          <p>
            <LockIcon size={16} aria-hidden="true" /> Secure checkout · Prices include VAT
          </p>
        </Head>
        {flow.empty ? (
          <EmptyCartCard />
        ) : (
          <>
            <Progress>
              <StepIndicator current={step} />
            </Progress>
            <StepCard aria-labelledby={titleId} $wide={step >= 4}>
              <StepHeading>
                <StepNumberTag>
                  Step {step} of {CHECKOUT_STEPS.length}
                </StepNumberTag>
                <h2 id={titleId} ref={flow.headingRef} tabIndex={-1}>
                  {current.title}
                </h2>
              </StepHeading>

              {step === 1 && (
                <PersonalStep
                  initialValues={{
                    // A signed-in buyer starts with what the account already knows.
                    firstName: values.firstName || user?.firstName || '',
                    lastName: values.lastName || user?.lastName || '',
                    email: values.email || user?.email || '',
                    phone: values.phone,
                  }}
                  onSubmit={flow.onPersonal}
                  titleId={titleId}
                />
              )}
              {step === 2 && (
                <AccountStep
                  initialValues={{
                    accountType: values.accountType,
                    password: values.password,
                    confirmPassword: values.confirmPassword,
                  }}
                  onSubmit={flow.onAccount}
                  onBack={() => goTo(1)}
                  titleId={titleId}
                  signedInEmail={user?.email}
                />
              )}
              {step === 3 && (
                <AddressStep
                  initialValues={{
                    street: values.street,
                    city: values.city,
                    postalCode: values.postalCode,
                    country: values.country,
                  }}
                  onSubmit={flow.onAddress}
                  onBack={() => goTo(2)}
                  titleId={titleId}
                  countries={flow.countries}
                  countriesLoading={flow.countriesLoading}
                  countriesFailed={flow.countriesFailed}
                />
              )}
              {step === 4 && (
                <OrderSummaryStep
                  lines={flow.lines}
                  values={values}
                  countries={flow.countries}
                  paying={flow.paying}
                  onPay={(method) => void flow.pay(method)}
                  onBack={() => goTo(3)}
                />
              )}
              {step === 5 && (
                <WaitlistStep
                  email={values.email.trim()}
                  order={flow.order}
                  joined={flow.joined}
                  joining={flow.joining}
                  onJoin={() => void flow.join()}
                  onBack={() => goTo(4)}
                />
              )}
            </StepCard>
          </>
        )}
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.layout.headerHeight + 32}px 0 80px;
  background: ${({ theme }) => theme.gradients.soft};
  min-height: 80vh;
  ${media.md} {
    padding-top: ${({ theme }) => theme.layout.headerHeight + 48}px;
  }
`;

const Head = styled.div`
  max-width: 880px;
  margin: 0 auto 24px;
  display: grid;
  gap: 6px;
  text-align: center;
  h1 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem);
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Progress = styled.div`
  max-width: 720px;
  margin: 0 auto 28px;
`;

const StepCard = styled.section<{ $wide: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  max-width: ${({ $wide }) => ($wide ? '880px' : '720px')};
  margin: 0 auto;
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
