import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { LoginIcon, PackageIcon, ShieldIcon, UserIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { shopConfig } from '../../config/shop-config';
import { useAuth } from '../../lib/auth/use-auth';
import { isUnauthenticated } from '../../lib/graphql-errors';
import { formatPrice } from '../../lib/money';
import { browserNavigation, redirectToLogin } from '../../lib/navigation';
import { media } from '../../theme/theme';
import { MyOrdersQuery, MySubscriptionsQuery } from './account-operations';

export const ACCOUNT_TEXTS = {
  title: 'My Account',
  subtitle: 'Manage your VPN devices and subscriptions',
  notProvided: 'Not provided',
  noOrders: 'No orders yet. Start shopping to see your orders here.',
  noSubscriptions: 'No active subscriptions. Subscribe to a plan to get started.',
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
} as const;

export const LOGOUT_PATH = '/api/logout';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  active: 'success',
  shipped: 'primary',
  delivered: 'accent',
  cancelled: 'danger',
  expired: 'neutral',
};

function StatusBadge({ status }: { status: string }) {
  return <Badge $tone={STATUS_TONES[status] ?? 'neutral'}>{status}</Badge>;
}

/** Signed out here: say so, then go to sign-in after 500 ms (once). */
function useLoginRedirect(signedOut: boolean) {
  const redirected = useRef(false);
  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    toast({ ...ACCOUNT_TEXTS.unauthorized, variant: 'destructive' });
    redirectToLogin(undefined, '/account');
  }, [signedOut]);
}

/** /account: profile, recent orders and subscriptions of the signed-in customer (spec section 2). */
export default function AccountPage() {
  const { user, loading: authLoading } = useAuth();
  const signedIn = !!user;
  const orders = useQuery(MyOrdersQuery, { skip: !signedIn });
  const subscriptions = useQuery(MySubscriptionsQuery, { skip: !signedIn });
  const signedOut =
    (!authLoading && !user) || isUnauthenticated(orders.error) || isUnauthenticated(subscriptions.error);
  useLoginRedirect(signedOut);

  useEffect(() => {
    document.title = `My Account · ${shopConfig.brandName}`;
  }, []);

  const loading =
    authLoading ||
    (signedIn && ((orders.loading && !orders.data) || (subscriptions.loading && !subscriptions.data)));
  if (loading || signedOut || !user) return <PageSpinner label="Loading your account" />;

  const orderList = orders.data?.myOrders ?? [];
  const subscriptionList = subscriptions.data?.mySubscriptions ?? [];
  const fields = [
    { label: 'Email', value: user.email },
    { label: 'First Name', value: user.firstName },
    { label: 'Last Name', value: user.lastName },
  ];

  return (
    <Page>
      <Container>
        <Head>
          <div>
            <h1>{ACCOUNT_TEXTS.title}</h1>
            <p>{ACCOUNT_TEXTS.subtitle}</p>
          </div>
          <Button variant="outline" onClick={() => browserNavigation.assign(LOGOUT_PATH)}>
            <LoginIcon size={18} aria-hidden="true" />
            Sign Out
          </Button>
        </Head>

        <Grid>
          <AccountPanel
            id="account-profile"
            icon={<UserIcon size={20} aria-hidden="true" />}
            title="Profile Information"
          >
            <Profile>
              {fields.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className={value?.trim() ? undefined : 'empty'}>
                    {value?.trim() || ACCOUNT_TEXTS.notProvided}
                  </dd>
                </div>
              ))}
            </Profile>
          </AccountPanel>

          <AccountPanel
            id="account-orders"
            icon={<PackageIcon size={20} aria-hidden="true" />}
            title="Recent Orders"
          >
            <EntryList
              items={orderList}
              failed={!!orders.error && !orders.data}
              failure="We couldn't load your orders. Please refresh the page."
              empty={ACCOUNT_TEXTS.noOrders}
            >
              {(order) => (
                <Entry key={order.id}>
                  <div>
                    <strong>Order #{order.id.slice(0, 8)}</strong>
                    <Meta>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </Meta>
                  </div>
                  <EntryEnd>
                    <Amount>{formatPrice(order.totalAmount)}</Amount>
                    <StatusBadge status={order.status} />
                  </EntryEnd>
                </Entry>
              )}
            </EntryList>
          </AccountPanel>

          <AccountPanel
            id="account-subscriptions"
            icon={<ShieldIcon size={20} aria-hidden="true" />}
            title="Active Subscriptions"
          >
            <EntryList
              items={subscriptionList}
              failed={!!subscriptions.error && !subscriptions.data}
              failure="We couldn't load your subscriptions. Please refresh the page."
              empty={ACCOUNT_TEXTS.noSubscriptions}
            >
              {(sub) => (
                <Entry key={sub.id}>
                  <div>
                    <strong>{sub.product?.name ?? 'Subscription'}</strong>
                    <Meta>
                      Expires: <time dateTime={sub.endDate}>{formatDate(sub.endDate)}</time>
                    </Meta>
                    <Meta>{sub.autoRenew ? 'Auto-renew' : 'Manual renewal'}</Meta>
                  </div>
                  <EntryEnd>
                    <StatusBadge status={sub.status} />
                  </EntryEnd>
                </Entry>
              )}
            </EntryList>
          </AccountPanel>
        </Grid>
      </Container>
    </Page>
  );
}

/** A titled card of the account page. */
function AccountPanel({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>
        {icon} {title}
      </PanelTitle>
      {children}
    </Panel>
  );
}

/** A panel's entries, or why there are none. */
function EntryList<T>({
  items,
  failed,
  failure,
  empty,
  children: renderEntry,
}: {
  items: readonly T[];
  failed: boolean;
  failure: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (failed) return <Empty role="alert">{failure}</Empty>;
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return <List>{items.map(renderEntry)}</List>;
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

const Panel = styled(Card).attrs({ as: 'section' })`
  padding: 22px 18px;
  min-width: 0;
  ${media.sm} {
    padding: 24px;
  }
`;

const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 1.15rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: 16px;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Profile = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  dt {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  dd.empty {
    color: ${({ theme }) => theme.colors.textFaint};
    font-weight: 500;
    font-style: italic;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Entry = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const EntryEnd = styled.div`
  display: grid;
  justify-items: end;
  gap: 6px;
`;

const Meta = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
