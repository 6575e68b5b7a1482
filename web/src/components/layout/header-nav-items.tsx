import { defineMessages, useIntl } from 'react-intl';
import { css } from 'styled-components';
import { LocalizedNavLink } from '../../i18n';
import { SectionLink } from './section-link';

/** The landing page's sections in the main navigation, in page order. */
const labels = defineMessages({
  home: { id: 'layout.nav.home', defaultMessage: 'Home' },
  howItWorks: { id: 'layout.nav.howItWorks', defaultMessage: 'How it Works' },
  shop: { id: 'layout.nav.shop', defaultMessage: 'Shop' },
  subscription: { id: 'layout.nav.subscription', defaultMessage: 'Subscription' },
  about: { id: 'layout.nav.about', defaultMessage: 'About Us' },
  help: { id: 'layout.nav.help', defaultMessage: 'Help' },
});

export const NAV_SECTIONS = [
  { section: 'home', label: labels.home },
  { section: 'how-it-works', label: labels.howItWorks },
  { section: 'shop', label: labels.shop },
  { section: 'subscription', label: labels.subscription },
  { section: 'about', label: labels.about },
] as const;

/** The main navigation's items (the sections, then Help); `onNavigate` runs on each click. */
export function HeaderNavItems({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <>
      {NAV_SECTIONS.map((item) => (
        <li key={item.section}>
          <SectionLink section={item.section} onNavigate={onNavigate}>
            {intl.formatMessage(item.label)}
          </SectionLink>
        </li>
      ))}
      <li>
        <LocalizedNavLink to="/help" onClick={onNavigate}>
          {intl.formatMessage(labels.help)}
        </LocalizedNavLink>
      </li>
    </>
  );
}

/** A navigation link's look, shared by the desktop bar and the mobile menu. */
export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 12px;
  border-radius: 10px;
  font-weight: 550;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
