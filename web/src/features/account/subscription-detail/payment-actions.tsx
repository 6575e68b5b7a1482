import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { useLanguage } from '../../../i18n';
import { browserNavigation } from '../../../lib/navigation';
import { cardWords, formatDay, statusWords } from '../../../lib/subscriptions/subscription-words';
import { accountMessages } from '../account-texts';
import { useFailureToast } from '../use-failure-toast';
import { PayRenewalMutation, StartPaymentMethodUpdateMutation } from './subscription-operations';

const messages: Record<string, MessageDescriptor> = defineMessages({
  cardUnavailable: {
    id: 'account.payment.cardUnavailable',
    defaultMessage: 'The payment method cannot be changed right now. Please try again later.',
  },
  updateCard: { id: 'account.payment.updateCard', defaultMessage: 'Update payment method' },
  payFailed: {
    id: 'account.payment.payFailed',
    defaultMessage: 'The payment could not be started. Please try again.',
  },
  payNow: { id: 'account.payment.payNow', defaultMessage: 'Pay now' },
  noCard: { id: 'account.payment.noCard', defaultMessage: 'No saved card: you renew with a pay link.' },
  pausedTitle: { id: 'account.payment.pausedTitle', defaultMessage: '{status}: your service is paused' },
  failedTitle: {
    id: 'account.payment.failedTitle',
    defaultMessage: '{status}: your renewal payment failed',
  },
  pausedText: {
    id: 'account.payment.pausedText',
    defaultMessage:
      'The renewal due on {due} has not been paid, so the service is suspended. Pay now or update your payment method and it is restored at once.',
  },
  failedText: {
    id: 'account.payment.failedText',
    defaultMessage:
      'We could not charge the renewal due on {due}. Your service keeps running for now; we retry the payment after 3 days. If it is still unpaid on {suspendOn}, the service is suspended.',
  },
});

/**
 * "Update payment method": asks the API for the provider's card page and goes there (the
 * customer comes back to this screen with ?card=updated).
 */
export function UpdatePaymentMethodButton({
  subscriptionId,
  variant = 'outline',
}: {
  subscriptionId: string;
  variant?: 'primary' | 'outline';
}) {
  const client = useApolloClient();
  const intl = useIntl();
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: StartPaymentMethodUpdateMutation,
        variables: { subscriptionId },
      });
      const url = data?.startPaymentMethodUpdate.url;
      if (!url) throw new Error(intl.formatMessage(messages.cardUnavailable));
      browserNavigation.assign(url);
    } catch (error) {
      failed(error, messages.cardUnavailable);
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="sm" disabled={busy} onClick={() => void start()}>
      {intl.formatMessage(busy ? accountMessages.opening : messages.updateCard)}
    </Button>
  );
}

/**
 * "Pay now": the renewal's payment page, or (a bank transfer: no page) `onBankTransfer`, which shows
 * the order's bank details.
 */
export function PayNowButton({
  subscriptionId,
  onBankTransfer,
}: {
  subscriptionId: string;
  onBankTransfer: () => void;
}) {
  const client = useApolloClient();
  const intl = useIntl();
  const failed = useFailureToast();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: PayRenewalMutation, variables: { subscriptionId } });
      const url = data?.payRenewal.url;
      if (url) {
        browserNavigation.assign(url);
        return;
      }
      onBankTransfer();
    } catch (error) {
      failed(error, messages.payFailed);
    }
    setBusy(false);
  };
  return (
    <Button size="sm" disabled={busy} onClick={() => void pay()}>
      {intl.formatMessage(busy ? accountMessages.opening : messages.payNow)}
    </Button>
  );
}

/** The saved card the plan renews with, or that there is none (a plan renewed by hand). */
export function SavedCardLine({
  card,
}: {
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null | undefined;
}) {
  const intl = useIntl();
  return <span>{card ? cardWords(card, intl) : intl.formatMessage(messages.noCard)}</span>;
}

/**
 * A plan waiting for its renewal payment: past due (the service still runs, grace) or suspended
 * (it does not). Says what happens next and offers both ways out.
 */
export function OverdueAlert({
  subscriptionId,
  status,
  endDate,
  suspendOn,
  onBankTransfer,
}: {
  subscriptionId: string;
  status: string;
  endDate: string;
  /** The day a past-due plan is suspended (7 days after the renewal date). */
  suspendOn: string;
  onBankTransfer: () => void;
}) {
  const suspended = status === 'suspended';
  const intl = useIntl();
  const language = useLanguage();
  return (
    <Alert role="alert" aria-labelledby="overdue-title" $suspended={suspended}>
      <h2 id="overdue-title">
        {intl.formatMessage(suspended ? messages.pausedTitle : messages.failedTitle, {
          status: statusWords(status, intl),
        })}
      </h2>
      <p>
        {intl.formatMessage(suspended ? messages.pausedText : messages.failedText, {
          due: formatDay(endDate, language),
          suspendOn: formatDay(suspendOn, language),
        })}
      </p>
      <AlertActions>
        <PayNowButton subscriptionId={subscriptionId} onBankTransfer={onBankTransfer} />
        <UpdatePaymentMethodButton subscriptionId={subscriptionId} />
      </AlertActions>
    </Alert>
  );
}

const Alert = styled.section<{ $suspended: boolean }>`
  display: grid;
  gap: 8px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $suspended }) => ($suspended ? theme.colors.danger : theme.colors.warning)};
  background: ${({ theme, $suspended }) => ($suspended ? theme.colors.dangerSoft : theme.colors.warningSoft)};
  color: ${({ theme }) => theme.colors.ink};
  h2 {
    font-size: 1.05rem;
    font-weight: 700;
  }
`;

const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 4px;
`;
