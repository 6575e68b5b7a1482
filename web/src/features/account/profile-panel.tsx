import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { UserIcon } from '../../components/icons';
import { media } from '../../theme/theme';
import { AccountPanel } from './account-panel';
import { ACCOUNT_TEXTS } from './account-texts';
import { ProfileNameForm } from './profile-name-form';

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
  const fields = [
    { label: 'Email', value: user.email },
    { label: 'First Name', value: user.firstName },
    { label: 'Last Name', value: user.lastName },
  ];
  return (
    <AccountPanel
      id="account-profile"
      icon={<UserIcon size={20} aria-hidden="true" />}
      title="Profile Information"
    >
      <Profile>
        {fields.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value?.trim() ? undefined : 'empty'}>
              {value?.trim() || ACCOUNT_TEXTS.notProvided}
            </dd>
          </div>
        ))}
      </Profile>
      {editing ? (
        <ProfileNameForm firstName={user.firstName} lastName={user.lastName} onDone={closeForm} />
      ) : (
        <EditArea ref={editButton}>
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit name
          </Button>
        </EditArea>
      )}
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
