import styled from 'styled-components';
import { ButtonLink } from './button';
import { Container } from './container';
import { ContentIcon, type ContentIconName } from './icons';

/** Body of a screen that a later release fills in. */
export function ComingSoon({
  title,
  text,
  icon = 'settings',
}: {
  title: string;
  text: string;
  icon?: ContentIconName;
}) {
  return (
    <Wrap>
      <Container>
        <Panel>
          <Icon>
            <ContentIcon name={icon} size={28} />
          </Icon>
          <h1>{title}</h1>
          <p>{text}</p>
          <p className="soon">Coming soon</p>
          <HomeLink to="/" $variant="primary" $size="md">
            Back to Home
          </HomeLink>
        </Panel>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: ${({ theme }) => theme.layout.headerHeight + 64}px 0 96px;
  background: ${({ theme }) => theme.gradients.soft};
  min-height: 70vh;
`;

const Panel = styled.div`
  max-width: 560px;
  margin: 0 auto;
  display: grid;
  justify-items: center;
  gap: 14px;
  text-align: center;
  padding: 48px 32px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 {
    font-size: 1.8rem;
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .soon {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    text-transform: uppercase;
    letter-spacing: 0.12em;
    font-size: 0.8rem;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 18px;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
`;

const HomeLink = styled(ButtonLink)`
  margin-top: 8px;
`;
