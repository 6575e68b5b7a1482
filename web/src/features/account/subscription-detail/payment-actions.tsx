import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/graphql-errors';
import { browserNavigation } from '../../../lib/navigation';
import { cardWords, formatDay, statusWords } from '../../../lib/subscriptions/subscription-words';
import { PayRenewalMutation, StartPaymentMethodUpdateMutation } from './subscription-operations';

const failed = (error: unknown, fallback: string) =>
  toast({
    title: 'Something went wrong',
    description: errorMessage(error) ?? fallback,
    variant: 'destructive',
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
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: StartPaymentMethodUpdateMutation,
        variables: { subscriptionId },
      });
      const url = data?.startPaymentMethodUpdate.url;
      if (!url) throw new Error('The payment method cannot be changed right now. Please try again later.');
      browserNavigation.assign(url);
    } catch (error) {
      failed(error, 'The payment method cannot be changed right now. Please try again later.');
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="sm" disabled={busy} onClick={() => void start()}>
      {busy ? 'Opening…' : 'Update payment method'}
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
      failed(error, 'The payment could not be started. Please try again.');
    }
    setBusy(false);
  };
  return (
    <Button size="sm" disabled={busy} onClick={() => void pay()}>
      {busy ? 'Opening…' : 'Pay now'}
    </Button>
  );
}

/** The saved card the plan renews with, or that there is none (a plan renewed by hand). */
export function SavedCardLine({
  card,
}: {
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null | undefined;
}) {
  return card ? <span>{cardWords(card)}</span> : <span>No saved card: you renew with a pay link.</span>;
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
  return (
    <Alert role="alert" aria-labelledby="overdue-title" $suspended={suspended}>
      <h2 id="overdue-title">
        {statusWords(status)}: {suspended ? 'your service is paused' : 'your renewal payment failed'}
      </h2>
      <p>
        {suspended
          ? `The renewal due on ${formatDay(endDate)} has not been paid, so the service is suspended. Pay now or update your payment method and it is restored at once.`
          : `We could not charge the renewal due on ${formatDay(endDate)}. Your service keeps running for now; we retry the payment after 3 days. If it is still unpaid on ${formatDay(suspendOn)}, the service is suspended.`}
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
