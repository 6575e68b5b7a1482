import type { RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css } from 'styled-components';
import { Card } from '../../components/card';
import { ArrowRightIcon, BookIcon, HeadsetIcon, MailIcon } from '../../components/icons';
import { IconTile } from '../../components/icon-tile';
import { shopConfig } from '../../config/shop-config';
import { LocalizedLink } from '../../i18n';
import { mailtoHref } from '../../lib/email';
import { media } from '../../theme/theme';
import { preloadTicketForm } from './ticket-view';

const { supportEmail } = shopConfig;

const messages: Record<string, MessageDescriptor> = defineMessages({
  label: { id: 'help.actions.label', defaultMessage: 'How can we help?' },
  centerTitle: { id: 'help.actions.centerTitle', defaultMessage: 'Help Center' },
  centerText: {
    id: 'help.actions.centerText',
    defaultMessage: 'Step-by-step guides on setup, features, security, billing and troubleshooting.',
  },
  centerLink: { id: 'help.actions.centerLink', defaultMessage: 'Browse the Help Center' },
  ticketTitle: { id: 'help.actions.ticketTitle', defaultMessage: 'Open a Ticket' },
  ticketText: {
    id: 'help.actions.ticketText',
    defaultMessage: 'Send us the details and a specialist answers within 2 hours.',
  },
  emailTitle: { id: 'help.actions.emailTitle', defaultMessage: 'Email Support' },
  emailText: {
    id: 'help.actions.emailText',
    defaultMessage: 'Write to us at <b>{email}</b> from any device.',
  },
});

/** The three ways to get help: the Help Center, a ticket (opened in place) and email. */
export function HelpActions({
  openTicketRef,
  onOpenTicket,
}: {
  /** The 'Open a Ticket' button, where focus returns when the ticket view closes. */
  openTicketRef: RefObject<HTMLButtonElement | null>;
  onOpenTicket: () => void;
}) {
  const intl = useIntl();
  return (
    <ActionsSection aria-label={intl.formatMessage(messages.label)}>
      <ActionGrid>
        <ActionCard>
          <ActionIcon $size={52}>
            <BookIcon size={24} />
          </ActionIcon>
          <h2>{intl.formatMessage(messages.centerTitle)}</h2>
          <p>{intl.formatMessage(messages.centerText)}</p>
          <StretchedLink to="/help-center">
            {intl.formatMessage(messages.centerLink)} <ArrowRightIcon size={16} />
          </StretchedLink>
        </ActionCard>
        <ActionCard $featured>
          <ActionIcon $size={52}>
            <HeadsetIcon size={24} />
          </ActionIcon>
          <h2>{intl.formatMessage(messages.ticketTitle)}</h2>
          <p>{intl.formatMessage(messages.ticketText)}</p>
          <StretchedButton
            ref={openTicketRef}
            type="button"
            onClick={onOpenTicket}
            onPointerEnter={preloadTicketForm}
            onFocus={preloadTicketForm}
            onTouchStart={preloadTicketForm}
          >
            {intl.formatMessage(messages.ticketTitle)} <ArrowRightIcon size={16} />
          </StretchedButton>
        </ActionCard>
        <ActionCard>
          <ActionIcon $size={52}>
            <MailIcon size={24} />
          </ActionIcon>
          <h2>{intl.formatMessage(messages.emailTitle)}</h2>
          <p>
            <FormattedMessage
              {...messages.emailText}
              values={{ email: supportEmail, b: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
          <StretchedAnchor href={mailtoHref(supportEmail)}>
            {intl.formatMessage(messages.emailTitle)} <ArrowRightIcon size={16} />
          </StretchedAnchor>
        </ActionCard>
      </ActionGrid>
    </ActionsSection>
  );
}

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

const StretchedLink = styled(LocalizedLink)`
  ${stretched}
`;
const StretchedButton = styled.button`
  ${stretched}
`;
const StretchedAnchor = styled.a`
  ${stretched}
`;
