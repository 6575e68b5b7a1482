import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../components/toast';
import { redirectToLogin } from '../../lib/navigation';
import { accountMessages } from './account-texts';

/** Signed out here: say so, then go to sign-in after 500 ms (once), to come back to `returnTo`. */
export function useLoginRedirect(signedOut: boolean, returnTo: string) {
  const redirected = useRef(false);
  const intl = useIntl();
  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    toast({
      title: intl.formatMessage(accountMessages.unauthorizedTitle),
      description: intl.formatMessage(accountMessages.unauthorizedText),
      variant: 'destructive',
    });
    redirectToLogin(undefined, returnTo);
  }, [signedOut, intl, returnTo]);
}
