import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from '../../components/card';
import { ArrowRightIcon, BookIcon, HeadsetIcon, MailIcon } from '../../components/icons';
import { IconTile } from '../../components/icon-tile';
import { shopConfig } from '../../config/shop-config';
import { mailtoHref } from '../../lib/email';
import { media } from '../../theme/theme';
import { preloadTicketForm } from './ticket-view';

const { supportEmail } = shopConfig;

/** The three ways to get help: the Help Center, a ticket (opened in place) and email. */
export function HelpActions({
  openTicketRef,
  onOpenTicket,
}: {
  /** The 'Open a Ticket' button, where focus returns when the ticket view closes. */
  openTicketRef: RefObject<HTMLButtonElement | null>;
  onOpenTicket: () => void;
}) {
  return (
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
          <StretchedButton
            ref={openTicketRef}
            type="button"
            onClick={onOpenTicket}
            onPointerEnter={preloadTicketForm}
            onFocus={preloadTicketForm}
            onTouchStart={preloadTicketForm}
          >
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

const StretchedLink = styled(Link)`
  ${stretched}
`;
const StretchedButton = styled.button`
  ${stretched}
`;
const StretchedAnchor = styled.a`
  ${stretched}
`;
