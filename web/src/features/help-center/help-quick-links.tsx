import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MailIcon, SettingsIcon, UserIcon } from '../../components/icons';
import { shopConfig } from '../../config/shop-config';
import { mailtoHref } from '../../lib/email';
import { loginHref } from '../../lib/return-to';
import { media } from '../../theme/theme';
import { articlePath } from './help-center-links';

const { supportEmail } = shopConfig;

/** 'Quick Links' under the topics: email support, the setup guides, the account. */
export function HelpQuickLinks() {
  const quickTitleId = useId();
  return (
    <QuickSection aria-labelledby={quickTitleId}>
      <h2 id={quickTitleId}>Quick Links</h2>
      <QuickGrid>
        <li>
          <QuickAnchor href={mailtoHref(supportEmail)}>
            <QuickIcon>
              <MailIcon size={20} />
            </QuickIcon>
            <span>
              <strong>Contact Support</strong>
              <small>Email {supportEmail}</small>
            </span>
          </QuickAnchor>
        </li>
        <li>
          <QuickLink to={articlePath('setup-installation')}>
            <QuickIcon>
              <SettingsIcon size={20} />
            </QuickIcon>
            <span>
              <strong>Device Setup Guides</strong>
              <small>Home router and travel router, step by step</small>
            </span>
          </QuickLink>
        </li>
        <li>
          {/* A full-page navigation: the server's sign-in entry point, then the account page. */}
          <QuickAnchor href={loginHref('/account')}>
            <QuickIcon>
              <UserIcon size={20} />
            </QuickIcon>
            <span>
              <strong>Go to Account</strong>
              <small>Orders, subscriptions and profile</small>
            </span>
          </QuickAnchor>
        </li>
      </QuickGrid>
      <Footnote>
        Can&apos;t find what you need? <Link to="/help">Open a ticket</Link>: we answer within 2 hours.
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

const QuickLink = styled(Link)`
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
