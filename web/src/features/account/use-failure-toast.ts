import { useIntl, type MessageDescriptor } from 'react-intl';
import { toast } from '../../components/toast';
import { useTranslateMessage } from '../../i18n';
import { errorMessage } from '../../lib/graphql-errors';
import { accountMessages } from './account-texts';

/** A "Something went wrong" toast: the server's message (in the page's language), else `fallback`. */
export function useFailureToast(): (error: unknown, fallback: MessageDescriptor) => void {
  const intl = useIntl();
  const translate = useTranslateMessage();
  return (error, fallback) => {
    const message = errorMessage(error);
    toast({
      title: intl.formatMessage(accountMessages.somethingWrong),
      description: message ? translate(message) : intl.formatMessage(fallback),
      variant: 'destructive',
    });
  };
}
