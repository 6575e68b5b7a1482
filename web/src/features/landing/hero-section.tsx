import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { buttonStyles } from '../../components/button';
import { Container } from '../../components/container';
import { ArrowRightIcon, CheckIcon } from '../../components/icons';
import { useContent } from '../../content/localized';
import { SectionLink } from '../../components/layout/section-link';
import { media } from '../../theme/theme';
import { HeroScene } from './hero-scene';

/** Memoized: the auth and cart answers arriving after the first paint do not re-render the hero. */
export const HeroSection = memo(function HeroSection({ greeting }: { greeting?: string }) {
  const { heroContent } = useContent('landing');
  const intl = useIntl();
  return (
    <Hero id="home" aria-labelledby="home-title">
      <Container>
        <Grid>
          <Copy>
            <Kicker>
              {greeting ?? (
                <FormattedMessage
                  id="landing.hero.kicker"
                  defaultMessage="Home-IP VPN tunnel · Plug and play"
                />
              )}
            </Kicker>
            <h1 id="home-title">{heroContent.title}</h1>
            <Lead>{heroContent.subtitle}</Lead>
            <Buttons>
              <HeroLink section="shop" $variant="primary" $size="lg">
                <FormattedMessage id="landing.hero.shopDevices" defaultMessage="Shop Devices" />
                <ArrowRightIcon size={18} />
              </HeroLink>
              <HeroLink section="subscription" $variant="light" $size="lg">
                <FormattedMessage id="landing.hero.viewPlans" defaultMessage="View Plans" />
              </HeroLink>
            </Buttons>
            <Claims
              aria-label={intl.formatMessage({
                id: 'landing.hero.claimsLabel',
                defaultMessage: 'Why it works',
              })}
            >
              {heroContent.claims.map((claim) => (
                <li key={claim}>
                  <CheckIcon size={16} strokeWidth={3} />
                  {claim}
                </li>
              ))}
            </Claims>
          </Copy>
          <SceneWrap>
            <HeroScene />
          </SceneWrap>
        </Grid>
      </Container>
    </Hero>
  );
});

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.layout.headerHeight + 48}px 0 72px;
  background: ${({ theme }) => theme.gradients.hero};
  color: #cbd5e1;
  ${media.lg} {
    padding: ${({ theme }) => theme.layout.headerHeight + 72}px 0 110px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 48px;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.05fr 1fr;
    gap: 56px;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 22px;
  h1 {
    color: #fff;
    font-size: clamp(2.2rem, 1.4rem + 3.6vw, 3.8rem);
    font-weight: 800;
    letter-spacing: -0.035em;
    line-height: 1.06;
  }
`;

const Kicker = styled.p`
  justify-self: start;
  padding: 6px 14px;
  border-radius: 999px;
  border: 1px solid rgba(148, 163, 184, 0.3);
  background: rgba(148, 163, 184, 0.1);
  color: #a5f3fc;
  font-size: 0.82rem;
  font-weight: 650;
  letter-spacing: 0.02em;
`;

const Lead = styled.p`
  font-size: 1.12rem;
  max-width: 38em;
  color: #b8c4dc;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
`;

const HeroLink = styled(SectionLink)<{ $variant: 'primary' | 'light'; $size: 'lg' }>`
  ${buttonStyles}
`;

const Claims = styled.ul`
  list-style: none;
  display: grid;
  gap: 10px 20px;
  margin-top: 8px;
  font-size: 0.92rem;
  color: #dbe4f5;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  svg {
    flex: none;
    color: #2dd4bf;
  }
`;

const SceneWrap = styled.div`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    inset: -10% -6%;
    background: radial-gradient(closest-side, rgba(56, 189, 248, 0.25), transparent);
    z-index: 0;
    pointer-events: none;
  }
  > * {
    position: relative;
    z-index: 1;
  }
`;
