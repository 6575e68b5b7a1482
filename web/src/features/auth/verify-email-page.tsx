import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { accountEmailMessages } from '@hometunnel/rules';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { LocalizedLink, useTranslateMessage } from '../../i18n';
import { MeQuery } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { VerifyEmailMutation } from './auth-operations';
import { AuthCard } from './auth-card';

const messages = defineMessages({
  checking: { id: 'auth.verify.checking', defaultMessage: 'Verifying your email' },
  verified: { id: 'auth.verify.verified', defaultMessage: 'Email verified' },
  failed: { id: 'auth.verify.failed', defaultMessage: 'This link did not work' },
  toAccount: { id: 'auth.verify.toAccount', defaultMessage: 'Go to My Account' },
});

type State = { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** /verify-email?token=…: spends the link from the verification mail once, and says how it went. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useApolloClient();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const sent = useRef(false);
  const intl = useIntl();
  const translate = useTranslateMessage();

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
      <AuthCard title={intl.formatMessage(messages.checking)}>
        <Spinner label={intl.formatMessage(messages.checking)} />
      </AuthCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthCard title={intl.formatMessage(messages.verified)}>
        <p role="status">{translate(accountEmailMessages.emailVerified)}</p>
        <LocalizedLink to="/account">{intl.formatMessage(messages.toAccount)}</LocalizedLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={intl.formatMessage(messages.failed)}>
      <p role="alert">{translate(state.message)}</p>
      <LocalizedLink to="/account">{intl.formatMessage(messages.toAccount)}</LocalizedLink>
    </AuthCard>
  );
}
