import { useCallback, useEffect, useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readGuestCart } from '../../apollo/guest-cart';
import { CheckIcon } from '../../components/icons';
import { BrandLogo } from '../../components/layout/brand';
import { PageSpinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { MeQuery, useAuth } from '../../lib/auth/use-auth';
import { safeReturnTo } from '../../lib/return-to';
import { media } from '../../theme/theme';
import { RegisterForm, SignInForm, type SignedInUser } from './auth-forms';

type Mode = 'sign-in' | 'register';

const TABS: { mode: Mode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign In' },
  { mode: 'register', label: 'Create Account' },
];

const BENEFITS = [
  'Your cart and orders in one place',
  'Track devices and subscriptions',
  'Faster checkout next time',
];

/** /login?returnTo=… : sign in or create an account, then go back where the visitor came from. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'sign-in');
  const { isAuthenticated, loading } = useAuth();
  const navigate = useNavigate();
  const client = useApolloClient();
  const tabsId = useId();

  // Already signed in: nothing to do here. The server's own pages (the GraphQL explorer at
  // /graphql) are not app routes: those need a full page load.
  const goBack = useCallback(() => {
    if (/^\/graphql(?:[?#]|$)/.test(returnTo)) window.location.replace(returnTo);
    else navigate(returnTo, { replace: true });
  }, [navigate, returnTo]);
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
      toast({
        title: created ? 'Account Created' : 'Signed In',
        description: created
          ? `Welcome${name ? `, ${name}` : ''}! Your account is ready.`
          : `Welcome back${name ? `, ${name}` : ''}!`,
      });
    }
    goBack();
  };

  if (loading) return <PageSpinner label="Checking your session" />;

  return (
    <Page>
      <Shell>
        <Aside aria-hidden="true">
          <BrandLogo tone="light" />
          <AsideTitle>Your home connection, wherever you are.</AsideTitle>
          <ul>
            {BENEFITS.map((b) => (
              <li key={b}>
                <CheckIcon size={16} strokeWidth={3} /> {b}
              </li>
            ))}
          </ul>
        </Aside>
        <Main>
          <h1>{mode === 'sign-in' ? 'Welcome back' : 'Create your account'}</h1>
          <Sub>
            {mode === 'sign-in'
              ? 'Sign in to see your cart, orders and subscriptions.'
              : 'It takes a minute. Your current cart comes with you.'}
          </Sub>
          <Tabs role="tablist" aria-label="Sign in or create an account">
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
                {tab.label}
              </Tab>
            ))}
          </Tabs>
          <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${mode}`}>
            {mode === 'sign-in' ? (
              <>
                <SignInForm onSuccess={(u) => onSignedIn(u, false)} />
                <Forgot to="/reset-password">Forgot password?</Forgot>
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

const Forgot = styled(Link)`
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
