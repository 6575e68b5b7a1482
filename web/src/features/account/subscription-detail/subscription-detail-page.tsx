import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Card } from '../../../components/card';
import { Container } from '../../../components/container';
import { ScreenPage } from '../../../components/layout/screen-page';
import { NotFoundCard } from '../../../components/not-found-card';
import { PageSpinner } from '../../../components/spinner';
import { SubscriptionHistory } from '../../../components/subscription-history';
import { shopConfig } from '../../../config/shop-config';
import { getFragmentData } from '../../../gql';
import { LocalizedLink, useLanguage, useTranslateMessage } from '../../../i18n';
import { useAuth } from '../../../lib/auth/use-auth';
import { focusElement } from '../../../lib/focus';
import { errorCode, errorMessage, isUnauthenticated } from '../../../lib/graphql-errors';
import {
  formatDay,
  needsPayment,
  renewalSentence,
  statusWords,
} from '../../../lib/subscriptions/subscription-words';
import { accountMessages } from '../account-texts';
import { OrderDetail } from '../order-detail';
import { SubscriptionControls } from '../subscription-controls';
import { useLoginRedirect } from '../use-login-redirect';
import { OverdueAlert, SavedCardLine, UpdatePaymentMethodButton } from './payment-actions';
import { subscriptionDetailMessages as messages } from './subscription-detail-texts';
import { SubscriptionDetailFragment, SubscriptionDetailQuery } from './subscription-operations';
import { SwitchPlan } from './switch-plan';
import { useCardReturn, type CardReturn } from './use-card-return';

/** A past-due plan is suspended this many days after its renewal date. */
export const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

const STATUS_TONES: Record<string, BadgeTone> = {
  active: 'success',
  past_due: 'warning',
  suspended: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

function CardReturnNotice({ result }: { result: CardReturn }) {
  const intl = useIntl();
  const translate = useTranslateMessage();
  if (result.state === 'updated')
    return (
      <Notice role="status" $tone="success">
        {intl.formatMessage(messages.cardUpdated)}
      </Notice>
    );
  if (result.state === 'saving')
    return <Notice role="status">{intl.formatMessage(messages.cardSaving)}</Notice>;
  if (result.state === 'failed')
    return (
      <Notice role="alert" $tone="danger">
        {result.message ? translate(result.message) : intl.formatMessage(messages.cardFailed)}
      </Notice>
    );
  if (result.state === 'unchanged')
    return <Notice role="status">{intl.formatMessage(messages.cardUnchanged)}</Notice>;
  return null;
}

/**
 * /account/subscriptions/:id: one subscription, what it costs next and when, the card it renews
 * with, a payment waiting (past due or suspended), switching plans, renewal and cancellation, and
 * its history.
 */
export default function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const { user, loading: authLoading } = useAuth();
  const query = useQuery(SubscriptionDetailQuery, {
    variables: { id },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const sub = getFragmentData(SubscriptionDetailFragment, query.data?.subscription);
  const signedOut = (!authLoading && !user) || isUnauthenticated(query.error);
  const cardReturn = useCardReturn(id, !!user, query.refetch);
  const [bankTransfer, setBankTransfer] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const intl = useIntl();
  const translate = useTranslateMessage();
  const language = useLanguage();
  useLoginRedirect(signedOut, `${pathname}${search}`);

  const name = sub?.product?.name ?? intl.formatMessage(accountMessages.subscription);
  const documentTitle = intl.formatMessage(messages.documentTitle, { name, brand: shopConfig.brandName });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  // A screen of its own: focus its heading once it shows, as a page load would.
  const shown = !!sub;
  useEffect(() => {
    if (shown) focusElement(heading.current, { preventScroll: true });
  }, [shown]);

  if (signedOut || authLoading || (query.loading && !sub))
    return <PageSpinner label={intl.formatMessage(messages.loading)} />;
  if (!sub) {
    const code = errorCode(query.error);
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')
      return (
        <NotFoundCard message={intl.formatMessage(messages.notFound)}>
          <BackLink to="/account">{intl.formatMessage(accountMessages.backToAccount)}</BackLink>
        </NotFoundCard>
      );
    const message = errorMessage(query.error);
    return (
      <ScreenPage>
        <Narrow>
          <Notice role="alert" $tone="danger">
            {message ? translate(message) : intl.formatMessage(messages.failure)}
          </Notice>
          <BackLink to="/account">{intl.formatMessage(messages.backArrow)}</BackLink>
        </Narrow>
      </ScreenPage>
    );
  }

  const renewable = sub.product?.type === 'subscription';
  const renewsOn = sub.nextRenewalDate ?? sub.endDate;
  const suspendOn = new Date(new Date(sub.endDate).getTime() + GRACE_DAYS * DAY_MS).toISOString();
  const canChange = renewable && !sub.cancelledAt && (sub.status === 'active' || sub.status === 'past_due');

  return (
    <ScreenPage>
      <Narrow>
        <BackLink to="/account">{intl.formatMessage(messages.myAccount)}</BackLink>
        <Head>
          <h1 ref={heading}>{name}</h1>
          <Badge $tone={STATUS_TONES[sub.status] ?? 'neutral'}>{statusWords(sub.status, intl)}</Badge>
        </Head>
        {sub.customerEmail && (
          <Muted>{intl.formatMessage(messages.customer, { email: sub.customerEmail })}</Muted>
        )}
        <CardReturnNotice result={cardReturn} />

        {needsPayment(sub.status) && (
          <OverdueAlert
            subscriptionId={sub.id}
            status={sub.status}
            endDate={sub.endDate}
            suspendOn={suspendOn}
            onBankTransfer={() => setBankTransfer(true)}
          />
        )}
        {bankTransfer && sub.renewalOrderId && (
          <Panel aria-labelledby="bank-transfer-title">
            <h2 id="bank-transfer-title">{intl.formatMessage(messages.bankTitle)}</h2>
            <p>{intl.formatMessage(messages.bankText)}</p>
            <OrderDetail orderId={sub.renewalOrderId} id="renewal-order" />
          </Panel>
        )}

        <Panel aria-labelledby="summary-title">
          <h2 id="summary-title" className="visually-hidden">
            {intl.formatMessage(messages.summary)}
          </h2>
          <Facts>
            <dt>{intl.formatMessage(messages.status)}</dt>
            <dd>{statusWords(sub.status, intl)}</dd>
            <dt>{intl.formatMessage(messages.service)}</dt>
            <dd>{intl.formatMessage(sub.serviceActive ? messages.running : messages.notRunning)}</dd>
            <dt>{intl.formatMessage(messages.paidUntil)}</dt>
            <dd>
              <time dateTime={sub.endDate}>{formatDay(sub.endDate, language)}</time>
            </dd>
            <dt>{intl.formatMessage(messages.nextRenewal)}</dt>
            <dd data-testid="renewal">{renewalSentence(sub, intl)}</dd>
            {renewable && (
              <>
                <dt>{intl.formatMessage(messages.paymentMethod)}</dt>
                <dd>
                  <SavedCardLine card={sub.card} />
                  {(sub.card || sub.renewal === 'card') && sub.status !== 'expired' && (
                    <CardAction>
                      <UpdatePaymentMethodButton subscriptionId={sub.id} />
                    </CardAction>
                  )}
                </dd>
              </>
            )}
          </Facts>
          {sub.status === 'active' && !sub.cancelledAt && (
            <SubscriptionControls
              subscription={{ id: sub.id, name, endDate: sub.endDate, autoRenew: sub.autoRenew, renewable }}
            />
          )}
        </Panel>

        {canChange && (
          <Panel>
            <SwitchPlan
              subscriptionId={sub.id}
              currentPlanId={sub.product?.id}
              nextPlan={sub.nextPlan}
              renewsOn={renewsOn}
            />
          </Panel>
        )}

        <Panel>
          <SubscriptionHistory events={sub.events} headingId="history-title" />
        </Panel>
      </Narrow>
    </ScreenPage>
  );
}

const Narrow = styled(Container)`
  display: grid;
  gap: 20px;
  max-width: 820px;
`;

const BackLink = styled(LocalizedLink)`
  justify-self: start;
  font-weight: 600;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  h1 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem);
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 20px;
  h2 {
    font-size: 1.1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 4px 16px;
  margin: 0;
  dt {
    font-size: 0.8rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 8px;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  @media (min-width: 640px) {
    grid-template-columns: 160px 1fr;
    dt {
      margin-top: 0;
    }
  }
`;

const CardAction = styled.div`
  margin-top: 8px;
`;

const Notice = styled.p<{ $tone?: 'success' | 'danger' }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'danger'
        ? theme.colors.dangerSoft
        : theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;
