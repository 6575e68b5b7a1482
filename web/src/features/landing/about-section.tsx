import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Language } from '@hometunnel/rules';
import { Container, Eyebrow, Section } from '../../components/container';
import type { AboutStat } from '../../content/about';
import { useContent } from '../../content/localized';
import { useLanguage } from '../../i18n';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { media } from '../../theme/theme';
import { useCountUp, useInView } from './use-count-up';

/** A counter's number as the page's language writes it ('8,735' / '8.735' / '8 735', '99.9' / '99,9'). */
export function formatStat(value: number, decimals: 0 | 1, language: Language = 'en'): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(decimals === 0 ? Math.round(value) : value);
}

function Counter({ stat, start, instant }: { stat: AboutStat; start: boolean; instant: boolean }) {
  const language = useLanguage();
  const value = useCountUp(stat.target, start, instant);
  const final = `${formatStat(stat.target, stat.decimals, language)}${stat.suffix}`;
  return (
    <Stat>
      <dt>{stat.label}</dt>
      <dd>
        <span aria-hidden="true" data-testid={`stat-${stat.key}`}>
          {formatStat(value, stat.decimals, language)}
          {stat.suffix}
        </span>
        <span className="visually-hidden">{final}</span>
      </dd>
    </Stat>
  );
}

export function AboutSection() {
  const { aboutContent, aboutStats } = useContent('about');
  const intl = useIntl();
  const [panelRef, inView] = useInView<HTMLDListElement>();
  const reducedMotion = useReducedMotion();
  return (
    <Section id="about" $muted aria-labelledby="about-title">
      <Container>
        <Grid>
          <Copy>
            <Eyebrow>
              <FormattedMessage id="landing.about.eyebrow" defaultMessage="About Us" />
            </Eyebrow>
            <h2 id="about-title">{aboutContent.heading}</h2>
            {aboutContent.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </Copy>
          <Figure>
            <img
              src={aboutContent.imageSrc}
              alt={aboutContent.imageAlt}
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
            />
          </Figure>
        </Grid>
        <Stats
          ref={panelRef}
          aria-label={intl.formatMessage({ id: 'landing.about.statsLabel', defaultMessage: 'Our numbers' })}
        >
          {aboutStats.map((stat) => (
            <Counter key={stat.key} stat={stat} start={inView} instant={reducedMotion} />
          ))}
        </Stats>
      </Container>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 40px;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 64px;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 18px;
  h2 {
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.6rem);
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Figure = styled.div`
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  img {
    width: 100%;
    height: auto;
  }
`;

const Stats = styled.dl`
  margin: 56px 0 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.navy};
  background-image: ${({ theme }) => theme.gradients.hero};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 6px;
  padding: 28px 20px;
  text-align: center;
  border-right: 1px solid rgba(148, 163, 184, 0.15);
  border-bottom: 1px solid rgba(148, 163, 184, 0.15);
  dt {
    color: #aab6cf;
    font-size: 0.9rem;
    font-weight: 550;
  }
  dd {
    margin: 0;
    color: #fff;
    font-size: clamp(1.8rem, 1.3rem + 1.6vw, 2.6rem);
    font-weight: 800;
    letter-spacing: -0.03em;
    font-variant-numeric: tabular-nums;
  }
`;
