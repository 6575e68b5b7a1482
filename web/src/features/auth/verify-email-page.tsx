import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { MeQuery } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { VerifyEmailMutation } from './auth-operations';
import { AuthCard } from './auth-card';
import { useTranslateMessage } from '../../i18n';

type State = { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** /verify-email?token=…: spends the link from the verification mail once, and says how it went. */
export default function VerifyEmailPage() {
  const translate = useTranslateMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useApolloClient();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the link is single use, so a second call would answer "already used".
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ kind: 'failed', message: accountEmailMessages.verificationLinkInvalid });
      return;
    }
    client
      .mutate({ mutation: VerifyEmailMutation, variables: { input: { token } } })
      .then(async () => {
        setState({ kind: 'verified' });
        // My Account shows the new state (and the guest orders that joined the account).
        await client.refetchQueries({ include: [MeQuery] }).catch(() => undefined);
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message: errorMessage(error) ?? accountEmailMessages.verificationLinkInvalid,
        }),
      );
  }, [client, token]);

  if (state.kind === 'checking') {
    return (
      <AuthCard title="Verifying your email">
        <Spinner label="Verifying your email" />
      </AuthCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthCard title="Email verified">
        <p role="status">{translate(accountEmailMessages.emailVerified)}</p>
        <Link to="/account">Go to My Account</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="This link did not work">
      <p role="alert">{translate(state.message)}</p>
      <Link to="/account">Go to My Account</Link>
    </AuthCard>
  );
}
