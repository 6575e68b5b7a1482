import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { CancelSubscriptionMutation, SetSubscriptionAutoRenewMutation } from './account-operations';
import { formatDate } from './account-entry';

export interface ControlledSubscription {
  id: string;
  name: string;
  endDate: string;
  autoRenew: boolean;
  /** Only a plan renews; a device's complimentary month does not. */
  renewable: boolean;
}

const failed = (error: unknown, fallback: string) =>
  toast({
    title: 'Something went wrong',
    description: errorMessage(error) ?? fallback,
    variant: 'destructive',
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
  const until = formatDate(endDate);

  const setAutoRenew = async (autoRenew: boolean) => {
    setBusy(true);
    try {
      await client.mutate({ mutation: SetSubscriptionAutoRenewMutation, variables: { id, autoRenew } });
      toast({
        title: autoRenew ? 'Auto-renew on' : 'Auto-renew off',
        description: autoRenew
          ? `${name} renews automatically on ${until}.`
          : `${name} ends on ${until} unless you renew it.`,
      });
    } catch (error) {
      failed(error, 'The renewal could not be changed. Please try again.');
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
        title: 'Subscription cancelled',
        description: `${name} stays active until ${until} and will not renew.`,
      });
    } catch (error) {
      failed(error, 'The subscription could not be cancelled. Please try again.');
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
            aria-label={`Renew automatically: ${name}`}
          />
          Renew automatically
        </Toggle>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`Cancel subscription: ${name}`}
        onClick={() => setConfirming(true)}
      >
        Cancel subscription
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={`Cancel ${name}?`}
        description={`Your plan stays active until ${until} and will not renew. You can keep using it until then.`}
        width={480}
        footer={
          <DialogActions>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              Keep subscription
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void cancel()}>
              {busy ? 'Cancelling...' : 'Yes, cancel at period end'}
            </Button>
          </DialogActions>
        }
      >
        <p>Cancelling takes effect at the end of the paid period, as our Terms of Service say.</p>
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
