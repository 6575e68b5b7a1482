import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Container, Eyebrow } from '../../components/container';
import {
  BookIcon,
  ChevronLeftIcon,
  ArrowRightIcon,
  HeadsetIcon,
  MailIcon,
  ZapIcon,
} from '../../components/icons';
import { IconTile } from '../../components/icon-tile';
import { HeroIntro, PageHero } from '../../components/page-hero';
import { shopConfig } from '../../config/shop-config';
import { faqEntries } from '../../content/faq';
import { mailtoHref } from '../../lib/email';
import { media } from '../../theme/theme';
import { FaqAccordion } from './faq-accordion';
import { TicketForm } from './ticket-form';

const { brandName, supportEmail } = shopConfig;

/** Help & Support (/help): three action cards or the ticket form, then the FAQ. */
export default function HelpPage() {
  const location = useLocation();
  // The ticket view belongs to one history entry: navigating to /help again (a new location key)
  // shows the cards.
  const [ticketKey, setTicketKey] = useState<string | null>(null);
  const showTicket = ticketKey === location.key;
  const ticketTitleId = useId();
  const faqTitleId = useId();
  const ticketTitleRef = useRef<HTMLHeadingElement>(null);
  const openTicketRef = useRef<HTMLButtonElement>(null);
  const swapped = useRef(false);

  useEffect(() => {
    document.title = `Help & Support · ${brandName}`;
  }, []);

  // After a swap, focus lands on the new view's heading (or back on the card that opened it).
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    if (showTicket) ticketTitleRef.current?.focus();
    else openTicketRef.current?.focus();
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [showTicket]);

  const swap = (toTicket: boolean) => {
    swapped.current = true;
    setTicketKey(toTicket ? location.key : null);
  };

  return (
    <Page>
      <PageHero $top={48} $bottom={40}>
        <Container>
          <HeroIntro $width={720}>
            <Eyebrow>Support</Eyebrow>
            <h1>Help &amp; Support</h1>
            <p>
              Answers, guides and a real person when you need one. Browse the Help Center, open a ticket
              (answered within 2 hours) or email our team.
            </p>
          </HeroIntro>
        </Container>
      </PageHero>

      <Container>
        {showTicket ? (
          <TicketView aria-labelledby={ticketTitleId}>
            <div>
              <Button variant="ghost" onClick={() => swap(false)}>
                <ChevronLeftIcon size={18} />
                Back to Help &amp; Support
              </Button>
            </div>
            <TicketLayout>
              <FormCard>
                <h2 id={ticketTitleId} ref={ticketTitleRef} tabIndex={-1}>
                  Open a Ticket
                </h2>
                <Lead>
                  Describe your question or problem and we will get back to you by email. Tickets are answered
                  within 2 hours.
                </Lead>
                <TicketForm titleId={ticketTitleId} />
              </FormCard>
              <Aside aria-label="Before you send">
                <AsideCard>
                  <h3>
                    <ZapIcon size={18} /> Faster answers
                  </h3>
                  <ul>
                    <li>Your order number, if you have one</li>
                    <li>Your package (Light or Pro) and plan</li>
                    <li>What the status lights show</li>
                    <li>What you have already tried</li>
                  </ul>
                </AsideCard>
                <AsideCard>
                  <h3>
                    <MailIcon size={18} /> Prefer email?
                  </h3>
                  <p>
                    Write to <a href={mailtoHref(supportEmail)}>{supportEmail}</a>. Your ticket and emails
                    reach the same team.
                  </p>
                </AsideCard>
              </Aside>
            </TicketLayout>
          </TicketView>
        ) : (
          <ActionsSection aria-label="How can we help?">
            <ActionGrid>
              <ActionCard>
                <ActionIcon $size={52}>
                  <BookIcon size={24} />
                </ActionIcon>
                <h2>Help Center</h2>
                <p>Step-by-step guides on setup, features, security, billing and troubleshooting.</p>
                <StretchedLink to="/help-center">
                  Browse the Help Center <ArrowRightIcon size={16} />
                </StretchedLink>
              </ActionCard>
              <ActionCard $featured>
                <ActionIcon $size={52}>
                  <HeadsetIcon size={24} />
                </ActionIcon>
                <h2>Open a Ticket</h2>
                <p>Send us the details and a specialist answers within 2 hours.</p>
                <StretchedButton ref={openTicketRef} type="button" onClick={() => swap(true)}>
                  Open a Ticket <ArrowRightIcon size={16} />
                </StretchedButton>
              </ActionCard>
              <ActionCard>
                <ActionIcon $size={52}>
                  <MailIcon size={24} />
                </ActionIcon>
                <h2>Email Support</h2>
                <p>
                  Write to us at <strong>{supportEmail}</strong> from any device.
                </p>
                <StretchedAnchor href={mailtoHref(supportEmail)}>
                  Email Support <ArrowRightIcon size={16} />
                </StretchedAnchor>
              </ActionCard>
            </ActionGrid>
          </ActionsSection>
        )}
      </Container>

      <FaqSection aria-labelledby={faqTitleId}>
        <Container>
          <FaqInner>
            <FaqHeader>
              <Eyebrow>FAQ</Eyebrow>
              <h2 id={faqTitleId}>Frequently Asked Questions</h2>
              <p>Quick answers about the devices, plans, setup, privacy and billing.</p>
            </FaqHeader>
            <FaqAccordion entries={faqEntries} />
          </FaqInner>
        </Container>
      </FaqSection>
    </Page>
  );
}

const Page = styled.div`
  background: ${({ theme }) => theme.colors.bg};
  padding-bottom: 80px;
`;

const ActionsSection = styled.section`
  padding-top: 8px;
`;

const ActionGrid = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const ActionCard = styled(Card)<{ $featured?: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: 10px;
  padding: 28px 24px;
  transition:
    transform 150ms ease,
    box-shadow 150ms ease,
    border-color 150ms ease;
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border-color: #bfd0fb;
      box-shadow: ${theme.shadows.md};
    `}
  h2 {
    font-size: 1.25rem;
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
    border-color: #bfd0fb;
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${media.reducedMotion} {
    &:hover {
      transform: none;
    }
  }
`;

const ActionIcon = styled(IconTile)`
  margin-bottom: 6px;
`;

/** The card's action; its ::after covers the whole card, so the card is one big target. */
const stretched = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 6px;
  padding: 0;
  border: 0;
  background: none;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StretchedLink = styled(Link)`
  ${stretched}
`;
const StretchedButton = styled.button`
  ${stretched}
`;
const StretchedAnchor = styled.a`
  ${stretched}
`;

const TicketView = styled.section`
  display: grid;
  gap: 16px;
  padding-top: 8px;
`;

const TicketLayout = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const FormCard = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 24px 18px;
  h2 {
    font-size: 1.5rem;
    font-weight: 750;
  }
  h2:focus {
    outline: none;
  }
  ${media.sm} {
    padding: 32px;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 8px;
`;

const Aside = styled.aside`
  display: grid;
  gap: 16px;
`;

const AsideCard = styled.div`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 10px;
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 1rem;
    font-weight: 700;
  }
  h3 svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    padding-left: 20px;
    display: grid;
    gap: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.93rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.93rem;
    overflow-wrap: anywhere;
  }
`;

const FaqSection = styled.section`
  margin-top: 72px;
`;

const FaqInner = styled.div`
  max-width: 860px;
  margin: 0 auto;
  display: grid;
  gap: 28px;
`;

const FaqHeader = styled.div`
  display: grid;
  gap: 10px;
  justify-items: center;
  text-align: center;
  h2 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem);
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
