import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css } from 'styled-components';
import { MailIcon, SettingsIcon, UserIcon } from '../../components/icons';
import { shopConfig } from '../../config/shop-config';
import { LocalizedLink, useLocalizedPath } from '../../i18n';
import { mailtoHref } from '../../lib/email';
import { loginHref } from '../../lib/return-to';
import { media } from '../../theme/theme';
import { articlePath } from './help-center-links';

const { supportEmail } = shopConfig;

const messages: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'helpCenter.quickLinks.title', defaultMessage: 'Quick Links' },
  contact: { id: 'helpCenter.quickLinks.contact', defaultMessage: 'Contact Support' },
  contactText: { id: 'helpCenter.quickLinks.contactText', defaultMessage: 'Email {email}' },
  setup: { id: 'helpCenter.quickLinks.setup', defaultMessage: 'Device Setup Guides' },
  setupText: {
    id: 'helpCenter.quickLinks.setupText',
    defaultMessage: 'Home router and travel router, step by step',
  },
  account: { id: 'helpCenter.quickLinks.account', defaultMessage: 'Go to Account' },
  accountText: {
    id: 'helpCenter.quickLinks.accountText',
    defaultMessage: 'Orders, subscriptions and profile',
  },
  footnote: {
    id: 'helpCenter.quickLinks.footnote',
    defaultMessage: "Can't find what you need? <link>Open a ticket</link>: we answer within 2 hours.",
  },
});

/** 'Quick Links' under the topics: email support, the setup guides, the account. */
export function HelpQuickLinks() {
  const quickTitleId = useId();
  const intl = useIntl();
  const localize = useLocalizedPath();
  return (
    <QuickSection aria-labelledby={quickTitleId}>
      <h2 id={quickTitleId}>{intl.formatMessage(messages.title)}</h2>
      <QuickGrid>
        <li>
          <QuickAnchor href={mailtoHref(supportEmail)}>
            <QuickIcon>
              <MailIcon size={20} />
            </QuickIcon>
            <span>
              <strong>{intl.formatMessage(messages.contact)}</strong>
              <small>{intl.formatMessage(messages.contactText, { email: supportEmail })}</small>
            </span>
          </QuickAnchor>
        </li>
        <li>
          <QuickLink to={articlePath('setup-installation')}>
            <QuickIcon>
              <SettingsIcon size={20} />
            </QuickIcon>
            <span>
              <strong>{intl.formatMessage(messages.setup)}</strong>
              <small>{intl.formatMessage(messages.setupText)}</small>
            </span>
          </QuickLink>
        </li>
        <li>
          {/* A full-page navigation: the server's sign-in entry point, then the account page. */}
          <QuickAnchor href={loginHref(localize('/account'))}>
            <QuickIcon>
              <UserIcon size={20} />
            </QuickIcon>
            <span>
              <strong>{intl.formatMessage(messages.account)}</strong>
              <small>{intl.formatMessage(messages.accountText)}</small>
            </span>
          </QuickAnchor>
        </li>
      </QuickGrid>
      <Footnote>
        <FormattedMessage
          {...messages.footnote}
          values={{ link: (chunks) => <LocalizedLink to="/help">{chunks}</LocalizedLink> }}
        />
      </Footnote>
    </QuickSection>
  );
}

const QuickSection = styled.section`
  margin-top: 64px;
  display: grid;
  gap: 20px;
  > h2 {
    font-size: 1.5rem;
    font-weight: 750;
  }
`;

const QuickGrid = styled.ul`
  list-style: none;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const quickStyles = css`
  height: 100%;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 18px 20px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgMuted};
  text-decoration: none;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease,
    background-color 150ms ease;
  > span {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  small {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const QuickLink = styled(LocalizedLink)`
  ${quickStyles}
`;

const QuickAnchor = styled.a`
  ${quickStyles}
`;

const QuickIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
`;

const Footnote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  /* A link inside a sentence is told apart by more than its colour (WCAG 1.4.1). */
  a {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;
