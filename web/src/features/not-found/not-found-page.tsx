import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { NotFoundCard } from '../../components/not-found-card';

const messages = defineMessages({
  message: {
    id: 'notFound.message',
    defaultMessage: 'The address may be mistyped, or the page has moved.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Back to Home' },
});

/** Any unknown path: a card titled '404 Page Not Found' (its head: seo/routes.ts). */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <NotFoundCard message={intl.formatMessage(messages.message)}>
      <HomeLink to="/" $variant="primary" $size="md">
        {intl.formatMessage(messages.home)}
      </HomeLink>
    </NotFoundCard>
  );
}

const HomeLink = styled(ButtonLink)`
  margin-top: 8px;
`;
