import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageSpinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { useSession } from '../../lib/session/session-store';
import { redirectToLogin } from '../../lib/navigation';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { HeroSection } from './hero-section';

const messages = defineMessages({
  unauthorized: { id: 'landing.home.unauthorized', defaultMessage: 'Unauthorized' },
  loggedOut: { id: 'landing.home.loggedOut', defaultMessage: 'You are logged out. Logging in again...' },
  loadingAccount: { id: 'landing.home.loadingAccount', defaultMessage: 'Loading your account' },
  welcome: { id: 'landing.home.welcome', defaultMessage: 'Welcome back' },
});

const LandingSections = lazy(() => import('./landing-sections'));

/** The shop feature's sections, handed in by the app shell (features do not import each other). */
export interface LandingSlots {
  shop: ReactNode;
  plans: ReactNode;
}

function Landing({ shop, plans, greeting }: LandingSlots & { greeting?: string }) {
  return (
    <>
      <HeroSection greeting={greeting} />
      <Suspense fallback={<BelowFold aria-hidden="true" />}>
        <LandingSections shop={shop} plans={plans} />
      </Suspense>
    </>
  );
}

/** / for guests and while auth is loading. The footer (#footer) is part of the app shell. */
export function LandingPage(props: LandingSlots) {
  useHashScroll(false);
  return <Landing {...props} />;
}

/**
 * / when signed in: the same sections, greeting the customer. Spinner while auth loads; if the
 * session turns out to be gone, a destructive toast and a redirect to sign-in after 500 ms.
 */
export function HomePage(props: LandingSlots) {
  const { user, loading, isAuthenticated } = useSession();
  const warned = useRef(false);
  const intl = useIntl();
  useHashScroll(isAuthenticated);

  useEffect(() => {
    if (loading || isAuthenticated || warned.current) return;
    warned.current = true;
    toast({
      title: intl.formatMessage(messages.unauthorized),
      description: intl.formatMessage(messages.loggedOut),
      variant: 'destructive',
    });
    const timer = redirectToLogin();
    return () => clearTimeout(timer);
  }, [loading, isAuthenticated, intl]);

  if (loading || !isAuthenticated) return <PageSpinner label={intl.formatMessage(messages.loadingAccount)} />;
  const name = user?.firstName?.trim();
  const greeting = name
    ? intl.formatMessage({ id: 'landing.home.welcomeName', defaultMessage: 'Welcome back, {name}' }, { name })
    : intl.formatMessage(messages.welcome);
  return <Landing {...props} greeting={greeting} />;
}

const BelowFold = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`;
