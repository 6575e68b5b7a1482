import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, buttonStyles } from '../../components/button';
import { Container, Section, SectionHeader } from '../../components/container';
import { IconTile } from '../../components/icon-tile';
import { ContentIcon } from '../../components/icons';
import { useContent } from '../../content/localized';
import { SectionLink } from '../../components/layout/section-link';
import { media } from '../../theme/theme';

export function HowItWorksSection() {
  const { howItWorksSteps } = useContent('landing');
  const intl = useIntl();
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-title">
      <Container>
        <SectionHeader
          eyebrow={intl.formatMessage({ id: 'landing.howItWorks.eyebrow', defaultMessage: 'How it Works' })}
          title={intl.formatMessage({
            id: 'landing.howItWorks.title',
            defaultMessage: 'Three Steps to Your Home Connection, Anywhere',
          })}
          subtitle={intl.formatMessage({
            id: 'landing.howItWorks.subtitle',
            defaultMessage:
              'No apps, no configuration screens: the two routers come paired and find each other on their own.',
          })}
          titleId="how-it-works-title"
        />
        <Steps>
          {howItWorksSteps.map((step, i) => (
            <Step key={step.title}>
              <StepTop>
                <IconTile $size={56}>
                  <ContentIcon name={step.icon} size={26} />
                </IconTile>
                <StepNumber aria-hidden="true">{String(i + 1).padStart(2, '0')}</StepNumber>
              </StepTop>
              <h3>
                <span className="visually-hidden">
                  <FormattedMessage
                    id="landing.howItWorks.stepNumber"
                    defaultMessage="Step {number}:"
                    values={{ number: i + 1 }}
                  />
                </span>{' '}
                {step.title}
              </h3>
              <p>{step.description}</p>
            </Step>
          ))}
        </Steps>
        <Actions>
          <ButtonLink to="/help-center" $variant="outline" $size="lg">
            <FormattedMessage id="landing.howItWorks.helpCenter" defaultMessage="Help Center" />
          </ButtonLink>
          <StartLink section="shop" $variant="primary" $size="lg">
            <FormattedMessage id="landing.howItWorks.getStarted" defaultMessage="Get Started" />
          </StartLink>
        </Actions>
      </Container>
    </Section>
  );
}

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 24px;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.soft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: 1.25rem;
    font-weight: 700;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`;

const StepNumber = styled.span`
  font-size: 2.6rem;
  font-weight: 800;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.bgSubtle};
  -webkit-text-stroke: 1px ${({ theme }) => theme.colors.borderStrong};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 40px;
`;

const StartLink = styled(SectionLink)<{ $variant: 'primary'; $size: 'lg' }>`
  ${buttonStyles}
`;
