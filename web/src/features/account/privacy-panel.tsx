import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { privacyMessages } from '@hometunnel/rules';
import styled from 'styled-components';
import { Button, buttonStyles, type ButtonVariant } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, FormAlert } from '../../components/field';
import { LockIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/graphql-errors';
import { browserNavigation } from '../../lib/navigation';
import { AccountPanel } from './account-panel';
import { DATA_EXPORT_PATH, DeleteAccountMutation } from './privacy-operations';

/** "Delete my account": asks for the password, then erases the account and leaves for the home page. */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApolloClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(privacyMessages.deletePasswordRequired);
    setDeleting(true);
    setError(null);
    try {
      await client.mutate({ mutation: DeleteAccountMutation, variables: { input: { password } } });
      toast({ title: 'Account deleted', description: privacyMessages.accountDeleted });
      await client.clearStore();
      browserNavigation.assign('/');
    } catch (failure) {
      setError(errorMessage(failure) ?? 'Your account could not be deleted. Please try again.');
      setDeleting(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete your account?"
      description="This cannot be undone. Your profile, subscriptions, support tickets and waitlist entries are deleted; your orders are kept without your name and address, as accounting law requires."
      width={480}
      testId="delete-account-dialog"
    >
      <Form onSubmit={submit} noValidate aria-label="Delete account">
        {error && <FormAlert role="alert">{error}</FormAlert>}
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-autofocus
        />
        <Row>
          <Button variant="outline" onClick={close}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </Row>
      </Form>
    </Dialog>
  );
}

/** Your data: a copy of everything we hold (JSON), and deleting the account (Privacy Policy §9). */
export function PrivacyPanel() {
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountPanel id="account-privacy" icon={<LockIcon size={20} aria-hidden="true" />} title="Your Data">
      <Text>Download a copy of everything we hold about you, in a machine-readable JSON file.</Text>
      <ExportLink href={DATA_EXPORT_PATH} download $variant="outline">
        Export my data
      </ExportLink>
      <Text>Deleting your account erases your personal data. Orders are kept anonymised for accounting.</Text>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </AccountPanel>
  );
}

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 12px;
  &:not(:first-of-type) {
    margin-top: 24px;
  }
`;

const ExportLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
