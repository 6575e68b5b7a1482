import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/graphql-errors';
import { ConfirmPaymentMethodUpdateMutation } from './subscription-operations';

export type CardReturn =
  | { state: 'none' }
  | { state: 'saving' }
  | { state: 'updated' }
  /** `message`: the server's (in English), if it gave one. */
  | { state: 'failed'; message: string | undefined }
  | { state: 'unchanged' };

/**
 * Back from the provider's card page (`?card=updated&session_id=…`): confirms the new card once
 * (which also retries a failed renewal), then drops the query so a reload does not confirm again.
 * Without a session id the provider told the API already: read the subscription again.
 */
export function useCardReturn(subscriptionId: string, enabled: boolean, refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const card = params.get('card');
  const sessionId = params.get('session_id');
  const [result, setResult] = useState<CardReturn>(() =>
    card === 'updated' ? { state: 'saving' } : { state: 'none' },
  );
  const handled = useRef(false);

  useEffect(() => {
    if (!enabled || handled.current || !card) return;
    handled.current = true;
    const clearQuery = () => setParams({}, { replace: true });
    if (card !== 'updated') {
      setResult({ state: 'unchanged' });
      clearQuery();
      return;
    }
    const confirm = sessionId
      ? client.mutate({
          mutation: ConfirmPaymentMethodUpdateMutation,
          variables: { subscriptionId, sessionId },
        })
      : refetch();
    confirm.then(
      () => setResult({ state: 'updated' }),
      (error: unknown) =>
        setResult({
          state: 'failed',
          message: errorMessage(error),
        }),
    );
    clearQuery();
  }, [enabled, card, sessionId, subscriptionId, client, refetch, setParams]);

  return result;
}
