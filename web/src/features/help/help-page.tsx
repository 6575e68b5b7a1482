import { memo, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BelowFold } from '../../components/below-fold';
import { Container, Eyebrow } from '../../components/container';
import { HeroIntro, PageHero } from '../../components/page-hero';
import { shopConfig } from '../../config/shop-config';
import { useContent } from '../../content/localized';
import { FaqAccordion } from './faq-accordion';
import { HelpActions } from './help-actions';
import { TicketView } from './ticket-view';

const { brandName } = shopConfig;

const messages: Record<string, MessageDescriptor> = defineMessages({
  documentTitle: { id: 'help.page.documentTitle', defaultMessage: 'Help & Support · {brand}' },
  eyebrow: { id: 'help.page.eyebrow', defaultMessage: 'Support' },
  title: { id: 'help.page.title', defaultMessage: 'Help & Support' },
  intro: {
    id: 'help.page.intro',
    defaultMessage:
      'Answers, guides and a real person when you need one. Browse the Help Center, open a ticket (answered within 2 hours) or email our team.',
  },
  faqEyebrow: { id: 'help.faq.eyebrow', defaultMessage: 'FAQ' },
  faqTitle: { id: 'help.faq.title', defaultMessage: 'Frequently Asked Questions' },
  faqIntro: {
    id: 'help.faq.intro',
    defaultMessage: 'Quick answers about the devices, plans, setup, privacy and billing.',
  },
});

/** Help & Support (/help): three action cards or the ticket form, then the FAQ. */
export default function HelpPage() {
  const location = useLocation();
  // The ticket view belongs to one history entry: navigating to /help again (a new location key)
  // shows the cards.
  const [ticketKey, setTicketKey] = useState<string | null>(null);
  const showTicket = ticketKey === location.key;
  const ticketTitleId = useId();
  const ticketTitleRef = useRef<HTMLHeadingElement>(null);
  const openTicketRef = useRef<HTMLButtonElement>(null);
  const swapped = useRef(false);
  const intl = useIntl();
  const documentTitle = intl.formatMessage(messages.documentTitle, { brand: brandName });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

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
            <Eyebrow>{intl.formatMessage(messages.eyebrow)}</Eyebrow>
            <h1>{intl.formatMessage(messages.title)}</h1>
            <p>{intl.formatMessage(messages.intro)}</p>
          </HeroIntro>
        </Container>
      </PageHero>

      <Container>
        {showTicket ? (
          <TicketView titleId={ticketTitleId} titleRef={ticketTitleRef} onBack={() => swap(false)} />
        ) : (
          <HelpActions openTicketRef={openTicketRef} onOpenTicket={() => swap(true)} />
        )}
      </Container>

      <FaqBlock />
    </Page>
  );
}

const Page = styled.div`
  background: ${({ theme }) => theme.colors.bg};
  padding-bottom: 80px;
`;

/**
 * The FAQ, below the first screen: hydrated once near the viewport. Memoized without props, so
 * the page's own updates (opening the ticket form) never reach it while it still waits.
 */
const FaqBlock = memo(function FaqBlock() {
  const faqTitleId = useId();
  const intl = useIntl();
  return (
    <BelowFold estimate={1800}>
      <FaqSection aria-labelledby={faqTitleId}>
        <Container>
          <FaqInner>
            <FaqHeader>
              <Eyebrow>{intl.formatMessage(messages.faqEyebrow)}</Eyebrow>
              <h2 id={faqTitleId}>{intl.formatMessage(messages.faqTitle)}</h2>
              <p>{intl.formatMessage(messages.faqIntro)}</p>
            </FaqHeader>
            <FaqEntries />
          </FaqInner>
        </Container>
      </FaqSection>
    </BelowFold>
  );
});

/** The questions in the page's language (their module is fetched with the FAQ block). */
function FaqEntries() {
  return <FaqAccordion entries={useContent('faq').faqEntries} />;
}

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
