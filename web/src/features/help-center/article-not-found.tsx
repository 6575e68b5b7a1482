import { useEffect } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { NotFoundCard } from '../../components/not-found-card';
import { shopConfig } from '../../config/shop-config';
import { ButtonRow } from './article-next-steps';
import { helpCenterMessages } from './help-center-texts';

const messages: Record<string, MessageDescriptor> = defineMessages({
  message: {
    id: 'helpCenter.notFound.message',
    defaultMessage: 'This help article does not exist or has moved.',
  },
  home: { id: 'helpCenter.notFound.home', defaultMessage: 'Back to Home' },
  documentTitle: { id: 'helpCenter.notFound.documentTitle', defaultMessage: 'Page Not Found · {brand}' },
});

/** What /help-center/:slug shows for an unknown slug. */
export function ArticleNotFound() {
  const intl = useIntl();
  const documentTitle = intl.formatMessage(messages.documentTitle, { brand: shopConfig.brandName });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <NotFoundCard message={intl.formatMessage(messages.message)}>
      <ButtonRow>
        <ButtonLink to="/help-center" $variant="primary" $size="md">
          {intl.formatMessage(helpCenterMessages.browse)}
        </ButtonLink>
        <ButtonLink to="/" $variant="outline" $size="md">
          {intl.formatMessage(messages.home)}
        </ButtonLink>
      </ButtonRow>
    </NotFoundCard>
  );
}
