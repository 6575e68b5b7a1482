import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { ScreenPage } from '../../components/layout/screen-page';
import { LoginIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { shopConfig } from '../../config/shop-config';
import { useLanguage, useLocalizedPath } from '../../i18n';
import type { Language } from '@hometunnel/rules';
import { useAuth } from '../../lib/auth/use-auth';
import { isUnauthenticated } from '../../lib/graphql-errors';
import { browserNavigation } from '../../lib/navigation';
import { media } from '../../theme/theme';
import { MyOrdersQuery, MySubscriptionsQuery } from './account-operations';
import { accountMessages } from './account-texts';
import { OrdersPanel } from './orders-panel';
import { PrivacyPanel } from './privacy-panel';
import { ProfilePanel } from './profile-panel';
import { SecurityPanel } from './security-panel';
import { SubscriptionsPanel } from './subscriptions-panel';
import { SupportTicketsPanel } from './support-tickets-panel';
import { useLoginRedirect } from './use-login-redirect';

export const LOGOUT_PATH = '/api/logout';
/** Signing out ends on the home page in the page's language. */
const logoutHref = (language: Language) =>
  language === 'en' ? LOGOUT_PATH : `${LOGOUT_PATH}?language=${language}`;
/** Orders and subscriptions shown at first, and added by each 'Load more'. */
export const ACCOUNT_PAGE_SIZE = 10;

const messages: Record<string, MessageDescriptor> = defineMessages({
  documentTitle: { id: 'account.page.documentTitle', defaultMessage: 'My Account · {brand}' },
  loading: { id: 'account.page.loading', defaultMessage: 'Loading your account' },
  signOut: { id: 'account.page.signOut', defaultMessage: 'Sign Out' },
});

/** /account: profile, recent orders and subscriptions of the signed-in customer (spec section 2). */
export default function AccountPage() {
  const { user, loading: authLoading } = useAuth();
  const signedIn = !!user;
  // Read again on each visit (a new order, a status an admin changed), a first page at a time.
  const orders = useQuery(MyOrdersQuery, {
    variables: { first: ACCOUNT_PAGE_SIZE },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const subscriptions = useQuery(MySubscriptionsQuery, {
    variables: { first: ACCOUNT_PAGE_SIZE },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const signedOut =
    (!authLoading && !user) || isUnauthenticated(orders.error) || isUnauthenticated(subscriptions.error);
  useLoginRedirect(signedOut, useLocalizedPath()('/account'));
  const intl = useIntl();
  const language = useLanguage();
  const documentTitle = intl.formatMessage(messages.documentTitle, { brand: shopConfig.brandName });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const loading =
    authLoading ||
    (signedIn && ((orders.loading && !orders.data) || (subscriptions.loading && !subscriptions.data)));
  if (loading || signedOut || !user) return <PageSpinner label={intl.formatMessage(messages.loading)} />;

  return (
    <ScreenPage>
      <Container>
        <Head>
          <div>
            <h1>{intl.formatMessage(accountMessages.title)}</h1>
            <p>{intl.formatMessage(accountMessages.subtitle)}</p>
          </div>
          <Button variant="outline" onClick={() => browserNavigation.assign(logoutHref(language))}>
            <LoginIcon size={18} aria-hidden="true" />
            {intl.formatMessage(messages.signOut)}
          </Button>
        </Head>

        <Grid>
          <ProfilePanel user={user} />
          <OrdersPanel
            orders={orders.data?.me?.orders}
            failed={!!orders.error && !orders.data}
            onMore={(after) => orders.fetchMore({ variables: { after } })}
          />
          <SubscriptionsPanel
            subscriptions={subscriptions.data?.me?.subscriptions}
            failed={!!subscriptions.error && !subscriptions.data}
            onMore={(after) => subscriptions.fetchMore({ variables: { after } })}
          />
          <SecurityPanel emailVerified={user.emailVerified} />
          <SupportTicketsPanel />
          <PrivacyPanel />
        </Grid>
      </Container>
    </ScreenPage>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 28px;
  h1 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem);
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 4px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    & > section:first-child {
      grid-column: 1 / -1;
    }
  }
`;
