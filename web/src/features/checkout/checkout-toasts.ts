import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cartMessages } from '@hometunnel/rules';
import { toast } from '../../components/toast';
import { useTranslateMessage } from '../../i18n';

const messages = defineMessages({
  savedTitle: { id: 'checkout.toasts.saved.title', defaultMessage: 'Information Saved' },
  saved: {
    id: 'checkout.toasts.saved.description',
    defaultMessage: 'Your checkout information has been saved.',
  },
  errorTitle: { id: 'checkout.toasts.error.title', defaultMessage: 'Error' },
  saveFailed: {
    id: 'checkout.toasts.saveFailed',
    defaultMessage: 'Failed to save checkout information. Please try again.',
  },
  waitlistTitle: { id: 'checkout.toasts.waitlist.title', defaultMessage: 'Added to Waitlist!' },
  waitlistFailed: {
    id: 'checkout.toasts.waitlistFailed',
    defaultMessage: 'Failed to add you to the waitlist. Please try again.',
  },
});

/**
 * The checkout's toasts in the page's language. A message from the server (an English rule
 * message) is shown translated; any other text as it came.
 */
export function useCheckoutToasts() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  return useMemo(() => {
    const text = (descriptor: (typeof messages)[keyof typeof messages]) => intl.formatMessage(descriptor);
    return {
      cartEmpty: () =>
        toast({
          title: translate(cartMessages.emptyCartTitle),
          description: translate(cartMessages.emptyCart),
          variant: 'destructive',
        }),
      saved: () => toast({ title: text(messages.savedTitle), description: text(messages.saved) }),
      saveFailed: (serverMessage: string | undefined) =>
        toast({
          title: text(messages.errorTitle),
          description: serverMessage ? translate(serverMessage) : text(messages.saveFailed),
          variant: 'destructive',
        }),
      waitlistJoined: (serverMessage: string) =>
        toast({ title: text(messages.waitlistTitle), description: translate(serverMessage) }),
      waitlistFailed: () =>
        toast({
          title: text(messages.errorTitle),
          description: text(messages.waitlistFailed),
          variant: 'destructive',
        }),
    };
  }, [intl, translate]);
}
