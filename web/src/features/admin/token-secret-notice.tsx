import { SecretNotice } from './secret-notice';
import type { ApiToken } from './token-operations';

/** The new token's secret, shown this once. */
export function TokenSecretNotice({
  secret,
  token,
  onDismiss,
}: {
  secret: string;
  token: ApiToken;
  onDismiss: () => void;
}) {
  return (
    <SecretNotice
      title={`Token “${token.name}” created`}
      secret={secret}
      label="Token secret"
      testId="token-secret"
      onDismiss={onDismiss}
    >
      Copy the secret now: it is shown <strong>only this once</strong> and stored only as a hash. Send it as{' '}
      <code>Authorization: Bearer &lt;token&gt;</code>.
    </SecretNotice>
  );
}
