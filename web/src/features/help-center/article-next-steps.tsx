import { useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, type ButtonVariant } from '../../components/button';
import { Card } from '../../components/card';
import { media } from '../../theme/theme';
import { articlePath } from './help-center-links';

const messages = defineMessages({
  title: { id: 'helpCenter.nextSteps.title', defaultMessage: 'Where to next?' },
  text: {
    id: 'helpCenter.nextSteps.text',
    defaultMessage: 'Pick your package or plan, ask our team, or check your orders and subscriptions.',
  },
  shop: { id: 'helpCenter.nextSteps.shop', defaultMessage: 'Shop Devices' },
  plans: { id: 'helpCenter.nextSteps.plans', defaultMessage: 'View Subscription Plans' },
  support: { id: 'helpCenter.nextSteps.support', defaultMessage: 'Contact Support' },
  account: { id: 'helpCenter.nextSteps.account', defaultMessage: 'My Account' },
  basics: { id: 'helpCenter.nextSteps.basics', defaultMessage: 'Learn the VPN Basics' },
});

/** The buttons at the end of every article (spec: /#shop, /#subscription, /help, /account, vpn-basics). */
const NEXT_STEPS: { to: string; label: MessageDescriptor; variant: ButtonVariant }[] = [
  { to: '/#shop', label: messages.shop, variant: 'primary' },
  { to: '/#subscription', label: messages.plans, variant: 'secondary' },
  { to: '/help', label: messages.support, variant: 'outline' },
  { to: '/account', label: messages.account, variant: 'outline' },
  { to: articlePath('vpn-basics'), label: messages.basics, variant: 'outline' },
];

/** 'Where to next?': the same buttons at the end of every article. */
export function ArticleNextSteps() {
  const nextId = useId();
  const intl = useIntl();
  return (
    <NextSteps as="section" aria-labelledby={nextId}>
      <h2 id={nextId}>{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.text)}</p>
      <ButtonRow>
        {NEXT_STEPS.map((item) => (
          <ButtonLink key={item.to} to={item.to} $variant={item.variant} $size="md">
            {intl.formatMessage(item.label)}
          </ButtonLink>
        ))}
      </ButtonRow>
    </NextSteps>
  );
}

const NextSteps = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 28px 24px;
  background: ${({ theme }) => theme.colors.bgMuted};
  h2 {
    font-size: 1.35rem;
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A row of link buttons, full width on phones. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 6px;
  > a {
    flex: 1 1 100%;
  }
  ${media.sm} {
    > a {
      flex: 0 0 auto;
    }
  }
`;
