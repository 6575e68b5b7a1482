import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, Section, SectionHeader } from '../../components/container';
import { ContentIcon } from '../../components/icons';
import { useContent } from '../../content/localized';
import { shopConfig } from '../../config/shop-config';
import { media } from '../../theme/theme';

export function WhyChooseSection() {
  const { whyChooseFeatures } = useContent('landing');
  const intl = useIntl();
  return (
    <Section id="why-choose" $dark aria-labelledby="why-choose-title">
      <Container>
        <SectionHeader
          dark
          eyebrow={intl.formatMessage({ id: 'landing.whyChoose.eyebrow', defaultMessage: 'Why Choose Us' })}
          title={intl.formatMessage(
            { id: 'landing.whyChoose.title', defaultMessage: 'Why Choose {brand}' },
            { brand: shopConfig.brandName },
          )}
          subtitle={intl.formatMessage({
            id: 'landing.whyChoose.subtitle',
            defaultMessage:
              'Built for people whose work and life depend on being recognised at home, wherever they are.',
          })}
          titleId="why-choose-title"
        />
        <Grid>
          {whyChooseFeatures.map((feature) => (
            <Feature key={feature.title}>
              <Icon>
                <ContentIcon name={feature.icon} size={24} />
              </Icon>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </Feature>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Feature = styled.li`
  display: grid;
  gap: 10px;
  align-content: start;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(180deg, rgba(255, 255, 255, 0.06), rgba(255, 255, 255, 0.02));
  border: 1px solid rgba(148, 163, 184, 0.18);
  transition:
    border-color 200ms ease,
    transform 200ms ease;
  &:hover {
    border-color: rgba(96, 165, 250, 0.5);
    transform: translateY(-2px);
  }
  h3 {
    color: #fff;
    font-size: 1.15rem;
    font-weight: 700;
    margin-top: 6px;
  }
  p {
    color: #aab6cf;
    font-size: 0.96rem;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  background: rgba(59, 130, 246, 0.16);
  color: #7dd3fc;
`;
