import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { UserIcon } from '../../components/icons';
import { media } from '../../theme/theme';
import { AccountPanel } from './account-panel';
import { accountMessages } from './account-texts';
import { LanguagePreference } from './language-preference';
import { ProfileNameForm } from './profile-name-form';

const messages = defineMessages({
  email: { id: 'account.profile.email', defaultMessage: 'Email' },
  firstName: { id: 'account.profile.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'account.profile.lastName', defaultMessage: 'Last Name' },
  title: { id: 'account.profile.title', defaultMessage: 'Profile Information' },
});

/** The customer's email and name ('Not provided' for a blank one), with "Edit name". */
export function ProfilePanel({
  user,
}: {
  user: { email: string; firstName?: string | null; lastName?: string | null };
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLDivElement>(null);
  const closeForm = () => {
    setEditing(false);
    // Back to where the customer was: the button that opened the form.
    requestAnimationFrame(() => editButton.current?.querySelector('button')?.focus());
  };
  const intl = useIntl();
  const fields = [
    { label: intl.formatMessage(messages.email), value: user.email },
    { label: intl.formatMessage(messages.firstName), value: user.firstName },
    { label: intl.formatMessage(messages.lastName), value: user.lastName },
  ];
  return (
    <AccountPanel
      id="account-profile"
      icon={<UserIcon size={20} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
    >
      <Profile>
        {fields.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value?.trim() ? undefined : 'empty'}>
              {value?.trim() || intl.formatMessage(accountMessages.notProvided)}
            </dd>
          </div>
        ))}
      </Profile>
      {editing ? (
        <ProfileNameForm firstName={user.firstName} lastName={user.lastName} onDone={closeForm} />
      ) : (
        <EditArea ref={editButton}>
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            {intl.formatMessage(accountMessages.editName)}
          </Button>
        </EditArea>
      )}
      <LanguageSetting>
        <LanguagePreference />
      </LanguageSetting>
    </AccountPanel>
  );
}

const Profile = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  dt {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  dd.empty {
    color: ${({ theme }) => theme.colors.textFaint};
    font-weight: 500;
    font-style: italic;
  }
`;

const EditArea = styled.div`
  margin-top: 16px;
`;

const LanguageSetting = styled.div`
  margin-top: 20px;
  max-width: 420px;
`;
