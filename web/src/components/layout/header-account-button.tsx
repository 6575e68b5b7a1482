import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LocalizedLink } from '../../i18n';
import { loginHref } from '../../lib/return-to';
import { buttonStyles } from '../button';
import { LoginIcon, UserIcon } from '../icons';

/** 'Account' when signed in, else 'Login' (a full-page sign-in that comes back to `returnTo`). */
export function HeaderAccountButton({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  return signedIn ? (
    <AccountLink data-button to="/account" $variant="outline" $size="sm">
      <UserIcon size={16} />
      <FormattedMessage id="layout.header.account" defaultMessage="Account" />
    </AccountLink>
  ) : (
    <LoginAnchor
      data-button
      href={loginHref(returnTo)}
      // An unknown path's page is rendered once for all of them (seo/not-found.ts), its href holding
      // the stand-in path, and hydration keeps server-rendered attributes: set it as it is followed.
      onClick={(event) => {
        event.currentTarget.href = loginHref(returnTo);
      }}
      $variant="primary"
      $size="sm"
    >
      <LoginIcon size={16} />
      <FormattedMessage id="layout.header.login" defaultMessage="Login" />
    </LoginAnchor>
  );
}

const AccountLink = styled(LocalizedLink)<{ $variant: 'outline'; $size: 'sm' }>`
  ${buttonStyles}
`;

const LoginAnchor = styled.a<{ $variant: 'primary'; $size: 'sm' }>`
  ${buttonStyles}
`;
