import { Suspense, type RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ChevronLeftIcon, MailIcon, ZapIcon } from '../../components/icons';
import { shopConfig } from '../../config/shop-config';
import { mailtoHref } from '../../lib/email';
import { media } from '../../theme/theme';
import { lazyWithData, requestData } from '../../apollo/data-layer';
import { PageSpinner } from '../../components/spinner';

const loadTicketForm = () => import('./ticket-form').then((m) => ({ default: m.TicketForm }));
// The form sends the ticket through the data layer: both load with the view, or before it.
const TicketForm = lazyWithData(loadTicketForm);

/**
 * Starts loading the form and the data layer as soon as the visitor heads for 'Open a Ticket'
 * (pointer over it, focus, touch), so the form arrives with its view instead of after it.
 */
export function preloadTicketForm(): void {
  requestData();
  // A failed load shows where the form renders (its error boundary retries it).
  void loadTicketForm().catch(() => {});
}

const { supportEmail } = shopConfig;

const messages: Record<string, MessageDescriptor> = defineMessages({
  back: { id: 'help.ticketView.back', defaultMessage: 'Back to Help & Support' },
  title: { id: 'help.ticketView.title', defaultMessage: 'Open a Ticket' },
  lead: {
    id: 'help.ticketView.lead',
    defaultMessage:
      'Describe your question or problem and we will get back to you by email. Tickets are answered within 2 hours.',
  },
  loading: { id: 'help.ticketView.loading', defaultMessage: 'Loading the form' },
  asideLabel: { id: 'help.ticketView.asideLabel', defaultMessage: 'Before you send' },
  fasterTitle: { id: 'help.ticketView.fasterTitle', defaultMessage: 'Faster answers' },
  tipOrder: { id: 'help.ticketView.tipOrder', defaultMessage: 'Your order number, if you have one' },
  tipPackage: { id: 'help.ticketView.tipPackage', defaultMessage: 'Your package (Light or Pro) and plan' },
  tipLights: { id: 'help.ticketView.tipLights', defaultMessage: 'What the status lights show' },
  tipTried: { id: 'help.ticketView.tipTried', defaultMessage: 'What you have already tried' },
  emailTitle: { id: 'help.ticketView.emailTitle', defaultMessage: 'Prefer email?' },
  emailText: {
    id: 'help.ticketView.emailText',
    defaultMessage: 'Write to <link>{email}</link>. Your ticket and emails reach the same team.',
  },
});

const TIPS = [messages.tipOrder, messages.tipPackage, messages.tipLights, messages.tipTried];

/** The 'Open a Ticket' view of /help: the form, with tips and the email alternative beside it. */
export function TicketView({
  titleId,
  titleRef,
  onBack,
}: {
  titleId: string;
  /** The view's heading, focused when the view opens. */
  titleRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
}) {
  const intl = useIntl();
  return (
    <Section aria-labelledby={titleId}>
      <div>
        <Button variant="ghost" onClick={onBack}>
          <ChevronLeftIcon size={18} />
          {intl.formatMessage(messages.back)}
        </Button>
      </div>
      <TicketLayout>
        <FormCard>
          <h2 id={titleId} ref={titleRef} tabIndex={-1}>
            {intl.formatMessage(messages.title)}
          </h2>
          <Lead>{intl.formatMessage(messages.lead)}</Lead>
          <Suspense fallback={<PageSpinner label={intl.formatMessage(messages.loading)} />}>
            <TicketForm titleId={titleId} />
          </Suspense>
        </FormCard>
        <Aside aria-label={intl.formatMessage(messages.asideLabel)}>
          <AsideCard>
            <h3>
              <ZapIcon size={18} /> {intl.formatMessage(messages.fasterTitle)}
            </h3>
            <ul>
              {TIPS.map((tip) => (
                <li key={tip.id}>{intl.formatMessage(tip)}</li>
              ))}
            </ul>
          </AsideCard>
          <AsideCard>
            <h3>
              <MailIcon size={18} /> {intl.formatMessage(messages.emailTitle)}
            </h3>
            <p>
              <FormattedMessage
                {...messages.emailText}
                values={{
                  email: supportEmail,
                  link: (chunks) => <a href={mailtoHref(supportEmail)}>{chunks}</a>,
                }}
              />
            </p>
          </AsideCard>
        </Aside>
      </TicketLayout>
    </Section>
  );
}

const Section = styled.section`
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
