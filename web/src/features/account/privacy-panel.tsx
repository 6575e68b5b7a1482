import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { privacyMessages } from '@hometunnel/rules';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, buttonStyles, type ButtonVariant } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, FormAlert } from '../../components/field';
import { LockIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import { useLocalizedPath, useTranslateMessage } from '../../i18n';
import { errorMessage } from '../../lib/graphql-errors';
import { browserNavigation } from '../../lib/navigation';
import { AccountPanel } from './account-panel';
import { DATA_EXPORT_PATH, DeleteAccountMutation } from './privacy-operations';

const messages = defineMessages({
  deletedTitle: { id: 'account.privacy.deletedTitle', defaultMessage: 'Account deleted' },
  deleteFailed: {
    id: 'account.privacy.deleteFailed',
    defaultMessage: 'Your account could not be deleted. Please try again.',
  },
  dialogTitle: { id: 'account.privacy.dialogTitle', defaultMessage: 'Delete your account?' },
  dialogText: {
    id: 'account.privacy.dialogText',
    defaultMessage:
      'This cannot be undone. Your profile, subscriptions, support tickets and waitlist entries are deleted; your orders are kept without your name and address, as accounting law requires.',
  },
  formLabel: { id: 'account.privacy.formLabel', defaultMessage: 'Delete account' },
  password: { id: 'account.privacy.password', defaultMessage: 'Your password' },
  keep: { id: 'account.privacy.keep', defaultMessage: 'Keep my account' },
  deleting: { id: 'account.privacy.deleting', defaultMessage: 'Deleting...' },
  delete: { id: 'account.privacy.delete', defaultMessage: 'Delete my account' },
  title: { id: 'account.privacy.title', defaultMessage: 'Your Data' },
  exportText: {
    id: 'account.privacy.exportText',
    defaultMessage: 'Download a copy of everything we hold about you, in a machine-readable JSON file.',
  },
  export: { id: 'account.privacy.export', defaultMessage: 'Export my data' },
  deleteText: {
    id: 'account.privacy.deleteText',
    defaultMessage:
      'Deleting your account erases your personal data. Orders are kept anonymised for accounting.',
  },
});

/** "Delete my account": asks for the password, then erases the account and leaves for the home page. */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApolloClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const intl = useIntl();
  const translate = useTranslateMessage();
  const home = useLocalizedPath()('/');
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
      toast({
        title: intl.formatMessage(messages.deletedTitle),
        description: translate(privacyMessages.accountDeleted),
      });
      await client.clearStore();
      browserNavigation.assign(home);
    } catch (failure) {
      setError(errorMessage(failure) ?? intl.formatMessage(messages.deleteFailed));
      setDeleting(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={intl.formatMessage(messages.dialogTitle)}
      description={intl.formatMessage(messages.dialogText)}
      width={480}
      testId="delete-account-dialog"
    >
      <Form onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.formLabel)}>
        {error && <FormAlert role="alert">{translate(error)}</FormAlert>}
        <Field
          label={intl.formatMessage(messages.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-autofocus
        />
        <Row>
          <Button variant="outline" onClick={close}>
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button type="submit" variant="danger" disabled={deleting}>
            {intl.formatMessage(deleting ? messages.deleting : messages.delete)}
          </Button>
        </Row>
      </Form>
    </Dialog>
  );
}

/** Your data: a copy of everything we hold (JSON), and deleting the account (Privacy Policy §9). */
export function PrivacyPanel() {
  const [confirming, setConfirming] = useState(false);
  const intl = useIntl();
  return (
    <AccountPanel
      id="account-privacy"
      icon={<LockIcon size={20} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
    >
      <Text>{intl.formatMessage(messages.exportText)}</Text>
      <ExportLink href={DATA_EXPORT_PATH} download $variant="outline">
        {intl.formatMessage(messages.export)}
      </ExportLink>
      <Text>{intl.formatMessage(messages.deleteText)}</Text>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {intl.formatMessage(messages.delete)}
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
