import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, Section, SectionHeader } from '../../components/container';
import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from '../../components/icons';
import { useContent } from '../../content/localized';
import type { Testimonial } from '../../content/testimonials';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Stars } from './stars';

export const SLIDE_INTERVAL_MS = 8000;

const messages = defineMessages({
  slider: { id: 'landing.testimonials.sliderLabel', defaultMessage: 'Customer testimonials' },
  previous: { id: 'landing.testimonials.previous', defaultMessage: 'Previous testimonial' },
  next: { id: 'landing.testimonials.next', defaultMessage: 'Next testimonial' },
  eyebrow: { id: 'landing.testimonials.eyebrow', defaultMessage: 'Testimonials' },
  title: { id: 'landing.testimonials.title', defaultMessage: 'Loved by Remote Workers Worldwide' },
  subtitle: {
    id: 'landing.testimonials.subtitle',
    defaultMessage: 'What our customers say after taking their home connection on the road.',
  },
});

/**
 * The testimonial slider: wraps in both directions, advances every 8 s, pauses while the pointer
 * is over it (or focus is inside it), and the timer starts over on every change of slide.
 */
export function TestimonialSlider({ items }: { items: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const intl = useIntl();
  const count = items.length;
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const go = (delta: number) => setIndex((i) => (((i + delta) % count) + count) % count);

  return (
    <Slider
      role="group"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(messages.slider)}
      data-testid="testimonial-slider"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
        else return;
        e.preventDefault();
      }}
    >
      <Viewport aria-live={paused ? 'polite' : 'off'}>
        <Track style={{ transform: `translateX(-${index * 100}%)` }}>
          {items.map((t, i) => (
            <Slide
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage(
                { id: 'landing.testimonials.slideLabel', defaultMessage: '{number} of {count}' },
                { number: i + 1, count },
              )}
              aria-hidden={i !== index}
              inert={i !== index}
              data-active={i === index}
            >
              <QuoteMark aria-hidden="true">
                <QuoteIcon size={40} />
              </QuoteMark>
              <Stars rating={t.stars} />
              <Quote>
                <p>
                  {intl.formatMessage(
                    { id: 'landing.testimonials.quote', defaultMessage: '“{quote}”' },
                    { quote: t.content },
                  )}
                </p>
              </Quote>
              <Person>
                <Avatar style={{ background: t.bgColor }} aria-hidden="true">
                  {t.initials}
                </Avatar>
                <div>
                  <strong>{t.name}</strong>
                  <span>{t.role}</span>
                </div>
              </Person>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <NavButton type="button" aria-label={intl.formatMessage(messages.previous)} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </NavButton>
        <Dots>
          {items.map((t, i) => (
            <Dot
              key={t.name}
              type="button"
              $active={i === index}
              aria-label={intl.formatMessage(
                { id: 'landing.testimonials.show', defaultMessage: 'Show testimonial {number} of {count}' },
                { number: i + 1, count },
              )}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </Dots>
        <NavButton type="button" aria-label={intl.formatMessage(messages.next)} onClick={() => go(1)}>
          <ChevronRightIcon />
        </NavButton>
      </Controls>
    </Slider>
  );
}

export function TestimonialsSection() {
  const { testimonials } = useContent('testimonials');
  const intl = useIntl();
  return (
    <Section id="testimonials" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader
          eyebrow={intl.formatMessage(messages.eyebrow)}
          title={intl.formatMessage(messages.title)}
          subtitle={intl.formatMessage(messages.subtitle)}
          titleId="testimonials-title"
        />
        <TestimonialSlider items={testimonials} />
      </Container>
    </Section>
  );
}

const Slider = styled.div`
  max-width: 860px;
  margin: 0 auto;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
`;

const Track = styled.div`
  display: flex;
  transition: transform 600ms cubic-bezier(0.2, 0.8, 0.2, 1);
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  display: grid;
  gap: 20px;
  justify-items: center;
  text-align: center;
  padding: 44px 28px 36px;
  background: ${({ theme }) => theme.gradients.soft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
`;

const QuoteMark = styled.span`
  color: ${({ theme }) => theme.colors.primarySoft};
`;

const Quote = styled.blockquote`
  margin: 0;
  p {
    font-size: clamp(1.05rem, 0.95rem + 0.5vw, 1.3rem);
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.ink};
    max-width: 40em;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  text-align: left;
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  div > span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  color: #fff;
  font-weight: 700;
  flex: none;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 20px;
  margin-top: 24px;
`;

const NavButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Dots = styled.div`
  display: flex;
`;

/** The button is the 24 × 24 px target (WCAG 2.5.8); the dot drawn inside it is what shows. */
const Dot = styled.button<{ $active: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 1px;
  border: 0;
  background: transparent;
  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? '26px' : '10px')};
    height: 10px;
    border-radius: 999px;
    background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
    transition:
      width 200ms ease,
      background-color 200ms ease;
  }
`;
