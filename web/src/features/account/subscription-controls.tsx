import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { toast } from '../../components/toast';
import { CancelSubscriptionMutation, SetSubscriptionAutoRenewMutation } from './account-operations';
import { useFormatDay } from './account-entry';
import { useFailureToast } from './use-failure-toast';

export interface ControlledSubscription {
  id: string;
  name: string;
  endDate: string;
  autoRenew: boolean;
  /** Only a plan renews; a device's complimentary month does not. */
  renewable: boolean;
}

const messages: Record<string, MessageDescriptor> = defineMessages({
  autoRenewOn: { id: 'account.controls.autoRenewOn', defaultMessage: 'Auto-renew on' },
  autoRenewOff: { id: 'account.controls.autoRenewOff', defaultMessage: 'Auto-renew off' },
  renewsOn: {
    id: 'account.controls.renewsOn',
    defaultMessage: '{name} renews automatically on {date}.',
  },
  endsOn: { id: 'account.controls.endsOn', defaultMessage: '{name} ends on {date} unless you renew it.' },
  renewalFailed: {
    id: 'account.controls.renewalFailed',
    defaultMessage: 'The renewal could not be changed. Please try again.',
  },
  cancelledTitle: { id: 'account.controls.cancelledTitle', defaultMessage: 'Subscription cancelled' },
  cancelledText: {
    id: 'account.controls.cancelledText',
    defaultMessage: '{name} stays active until {date} and will not renew.',
  },
  cancelFailed: {
    id: 'account.controls.cancelFailed',
    defaultMessage: 'The subscription could not be cancelled. Please try again.',
  },
  renewLabel: { id: 'account.controls.renewLabel', defaultMessage: 'Renew automatically: {name}' },
  renew: { id: 'account.controls.renew', defaultMessage: 'Renew automatically' },
  cancelLabel: { id: 'account.controls.cancelLabel', defaultMessage: 'Cancel subscription: {name}' },
  cancel: { id: 'account.controls.cancel', defaultMessage: 'Cancel subscription' },
  confirmTitle: { id: 'account.controls.confirmTitle', defaultMessage: 'Cancel {name}?' },
  confirmText: {
    id: 'account.controls.confirmText',
    defaultMessage:
      'Your plan stays active until {date} and will not renew. You can keep using it until then.',
  },
  keep: { id: 'account.controls.keep', defaultMessage: 'Keep subscription' },
  cancelling: { id: 'account.controls.cancelling', defaultMessage: 'Cancelling...' },
  confirm: { id: 'account.controls.confirm', defaultMessage: 'Yes, cancel at period end' },
  terms: {
    id: 'account.controls.terms',
    defaultMessage: 'Cancelling takes effect at the end of the paid period, as our Terms of Service say.',
  },
});

/**
 * An active subscription's controls: renewal on or off, and "Cancel subscription" (after a
 * confirmation) at the end of the paid period. The cache's entry updates from each answer.
 */
export function SubscriptionControls({ subscription }: { subscription: ControlledSubscription }) {
  const client = useApolloClient();
  const switchId = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { id, name, endDate } = subscription;
  const intl = useIntl();
  const failed = useFailureToast();
  const until = useFormatDay()(endDate);
  const values = { name, date: until };

  const setAutoRenew = async (autoRenew: boolean) => {
    setBusy(true);
    try {
      await client.mutate({ mutation: SetSubscriptionAutoRenewMutation, variables: { id, autoRenew } });
      toast({
        title: intl.formatMessage(autoRenew ? messages.autoRenewOn : messages.autoRenewOff),
        description: intl.formatMessage(autoRenew ? messages.renewsOn : messages.endsOn, values),
      });
    } catch (error) {
      failed(error, messages.renewalFailed);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      await client.mutate({ mutation: CancelSubscriptionMutation, variables: { id } });
      setConfirming(false);
      toast({
        title: intl.formatMessage(messages.cancelledTitle),
        description: intl.formatMessage(messages.cancelledText, values),
      });
    } catch (error) {
      failed(error, messages.cancelFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Controls>
      {subscription.renewable && (
        <Toggle htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={subscription.autoRenew}
            disabled={busy}
            onChange={(event) => void setAutoRenew(event.target.checked)}
            aria-label={intl.formatMessage(messages.renewLabel, { name })}
          />
          {intl.formatMessage(messages.renew)}
        </Toggle>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={intl.formatMessage(messages.cancelLabel, { name })}
        onClick={() => setConfirming(true)}
      >
        {intl.formatMessage(messages.cancel)}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={intl.formatMessage(messages.confirmTitle, { name })}
        description={intl.formatMessage(messages.confirmText, values)}
        width={480}
        footer={
          <DialogActions>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {intl.formatMessage(messages.keep)}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void cancel()}>
              {intl.formatMessage(busy ? messages.cancelling : messages.confirm)}
            </Button>
          </DialogActions>
        }
      >
        <p>{intl.formatMessage(messages.terms)}</p>
      </Dialog>
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  margin-top: 10px;
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;
