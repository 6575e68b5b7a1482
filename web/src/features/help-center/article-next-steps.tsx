import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink, type ButtonVariant } from '../../components/button';
import { Card } from '../../components/card';
import { media } from '../../theme/theme';
import { articlePath } from './help-center-links';

/** The buttons at the end of every article (spec: /#shop, /#subscription, /help, /account, vpn-basics). */
const NEXT_STEPS: { to: string; label: string; variant: ButtonVariant }[] = [
  { to: '/#shop', label: 'Shop Devices', variant: 'primary' },
  { to: '/#subscription', label: 'View Subscription Plans', variant: 'secondary' },
  { to: '/help', label: 'Contact Support', variant: 'outline' },
  { to: '/account', label: 'My Account', variant: 'outline' },
  { to: articlePath('vpn-basics'), label: 'Learn the VPN Basics', variant: 'outline' },
];

/** 'Where to next?': the same buttons at the end of every article. */
export function ArticleNextSteps() {
  const nextId = useId();
  return (
    <NextSteps as="section" aria-labelledby={nextId}>
      <h2 id={nextId}>Where to next?</h2>
      <p>Pick your package or plan, ask our team, or check your orders and subscriptions.</p>
      <ButtonRow>
        {NEXT_STEPS.map((item) => (
          <ButtonLink key={item.to} to={item.to} $variant={item.variant} $size="md">
            {item.label}
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
