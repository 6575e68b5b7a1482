import { useCallback, useEffect, useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readGuestCart } from '../../apollo/guest-cart';
import { CheckIcon } from '../../components/icons';
import { BrandLogo } from '../../components/layout/brand';
import { languageOfPath, LocalizedLink, useLocalizedPath } from '../../i18n';
import { PageSpinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { MeQuery, useAuth } from '../../lib/auth/use-auth';
import { safeReturnTo } from '../../lib/return-to';
import { media } from '../../theme/theme';
import { RegisterForm, SignInForm, type SignedInUser } from './auth-forms';

type Mode = 'sign-in' | 'register';

const messages: Record<string, MessageDescriptor> = defineMessages({
  tabSignIn: { id: 'auth.login.tabSignIn', defaultMessage: 'Sign In' },
  tabRegister: { id: 'auth.login.tabRegister', defaultMessage: 'Create Account' },
  benefitCart: { id: 'auth.login.benefitCart', defaultMessage: 'Your cart and orders in one place' },
  benefitTrack: { id: 'auth.login.benefitTrack', defaultMessage: 'Track devices and subscriptions' },
  benefitCheckout: { id: 'auth.login.benefitCheckout', defaultMessage: 'Faster checkout next time' },
  createdTitle: { id: 'auth.login.createdTitle', defaultMessage: 'Account Created' },
  signedInTitle: { id: 'auth.login.signedInTitle', defaultMessage: 'Signed In' },
  createdNamed: {
    id: 'auth.login.createdNamed',
    defaultMessage: 'Welcome, {name}! Your account is ready.',
  },
  created: { id: 'auth.login.created', defaultMessage: 'Welcome! Your account is ready.' },
  welcomeBackNamed: { id: 'auth.login.welcomeBackNamed', defaultMessage: 'Welcome back, {name}!' },
  welcomeBackToast: { id: 'auth.login.welcomeBackToast', defaultMessage: 'Welcome back!' },
  checkingSession: { id: 'auth.login.checkingSession', defaultMessage: 'Checking your session' },
  asideTitle: { id: 'auth.login.asideTitle', defaultMessage: 'Your home connection, wherever you are.' },
  signInHeading: { id: 'auth.login.signInHeading', defaultMessage: 'Welcome back' },
  registerHeading: { id: 'auth.login.registerHeading', defaultMessage: 'Create your account' },
  signInSub: {
    id: 'auth.login.signInSub',
    defaultMessage: 'Sign in to see your cart, orders and subscriptions.',
  },
  registerSub: {
    id: 'auth.login.registerSub',
    defaultMessage: 'It takes a minute. Your current cart comes with you.',
  },
  tabsLabel: { id: 'auth.login.tabsLabel', defaultMessage: 'Sign in or create an account' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot password?' },
});

const TABS = [
  { mode: 'sign-in', label: messages.tabSignIn },
  { mode: 'register', label: messages.tabRegister },
] as const;

const BENEFITS = [messages.benefitCart, messages.benefitTrack, messages.benefitCheckout];

/** /login?returnTo=… : sign in or create an account, then go back where the visitor came from. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const requested = safeReturnTo(params.get('returnTo'));
  // A path in English form ('/account', from a fixed link) is followed in the page's language.
  const returnTo = languageOfPath(requested) === 'en' ? localize(requested) : requested;
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'sign-in');
  const { isAuthenticated, loading } = useAuth();
  const navigate = useNavigate();
  const client = useApolloClient();
  const tabsId = useId();
  const intl = useIntl();

  // Already signed in: nothing to do here. The server's own pages (the GraphQL explorer at
  // /graphql) are not app routes: those need a full page load.
  const goBack = useCallback(() => {
    if (/^\/graphql(?:[?#]|$)/.test(requested)) window.location.replace(requested);
    else navigate(returnTo, { replace: true });
  }, [navigate, requested, returnTo]);
  useEffect(() => {
    if (!loading && isAuthenticated) goBack();
  }, [loading, isAuthenticated, goBack]);

  const onSignedIn = (user: SignedInUser, created: boolean) => {
    const hadGuestCart = readGuestCart().length > 0;
    // Refresh `me` everywhere; the cart (and the guest-cart merge) follow from it.
    client.cache.evict({ fieldName: 'cart' });
    client.cache.writeQuery({ query: MeQuery, data: { __typename: 'Query', me: user } });
    if (!hadGuestCart) {
      const name = user.firstName?.trim();
      const greeting = created
        ? name
          ? messages.createdNamed
          : messages.created
        : name
          ? messages.welcomeBackNamed
          : messages.welcomeBackToast;
      toast({
        title: intl.formatMessage(created ? messages.createdTitle : messages.signedInTitle),
        description: intl.formatMessage(greeting, { name }),
      });
    }
    goBack();
  };

  if (loading) return <PageSpinner label={intl.formatMessage(messages.checkingSession)} />;

  return (
    <Page>
      <Shell>
        <Aside aria-hidden="true">
          <BrandLogo tone="light" />
          <AsideTitle>{intl.formatMessage(messages.asideTitle)}</AsideTitle>
          <ul>
            {BENEFITS.map((b) => (
              <li key={b.id}>
                <CheckIcon size={16} strokeWidth={3} /> {intl.formatMessage(b)}
              </li>
            ))}
          </ul>
        </Aside>
        <Main>
          <h1>
            {intl.formatMessage(mode === 'sign-in' ? messages.signInHeading : messages.registerHeading)}
          </h1>
          <Sub>{intl.formatMessage(mode === 'sign-in' ? messages.signInSub : messages.registerSub)}</Sub>
          <Tabs role="tablist" aria-label={intl.formatMessage(messages.tabsLabel)}>
            {TABS.map((tab) => (
              <Tab
                key={tab.mode}
                type="button"
                role="tab"
                id={`${tabsId}-${tab.mode}`}
                aria-selected={mode === tab.mode}
                aria-controls={`${tabsId}-panel`}
                onClick={() => setMode(tab.mode)}
              >
                {intl.formatMessage(tab.label)}
              </Tab>
            ))}
          </Tabs>
          <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${mode}`}>
            {mode === 'sign-in' ? (
              <>
                <SignInForm onSuccess={(u) => onSignedIn(u, false)} />
                <Forgot to="/reset-password">{intl.formatMessage(messages.forgot)}</Forgot>
              </>
            ) : (
              <RegisterForm onSuccess={(u) => onSignedIn(u, true)} />
            )}
          </div>
        </Main>
      </Shell>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.layout.headerHeight + 40}px 16px 64px;
  background: ${({ theme }) => theme.gradients.soft};
  display: grid;
  place-items: start center;
`;

const Shell = styled.div`
  width: 100%;
  max-width: 960px;
  display: grid;
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.md} {
    grid-template-columns: 0.9fr 1.1fr;
  }
`;

const Aside = styled.div`
  display: none;
  ${media.md} {
    display: grid;
    align-content: start;
    gap: 24px;
    padding: 40px;
    background: ${({ theme }) => theme.gradients.hero};
    color: #cbd5e1;
  }
  ul {
    list-style: none;
    display: grid;
    gap: 12px;
  }
  li {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  svg {
    color: #2dd4bf;
  }
`;

const AsideTitle = styled.p`
  margin-top: 24px;
  color: #fff;
  font-size: 1.6rem;
  font-weight: 750;
  line-height: 1.25;
`;

const Main = styled.div`
  padding: 32px 24px;
  display: grid;
  gap: 16px;
  align-content: start;
  h1 {
    font-size: 1.7rem;
    font-weight: 750;
  }
  ${media.sm} {
    padding: 40px;
  }
`;

const Forgot = styled(LocalizedLink)`
  display: inline-block;
  margin-top: 12px;
  font-weight: 600;
`;

const Sub = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: -8px;
`;

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: 4px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.bgSubtle};
`;

const Tab = styled.button`
  /* A label that does not fit one line (Create Account at 375 px) wraps inside a taller tab. */
  min-height: 40px;
  padding: 6px 8px;
  line-height: 1.2;
  font-size: 0.95rem;
  border: 0;
  border-radius: 9px;
  background: transparent;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;
