import { NavLink } from 'react-router-dom';
import { css } from 'styled-components';
import { SectionLink } from './section-link';

/** The landing page's sections in the main navigation, in page order. */
export const NAV_SECTIONS = [
  { section: 'home', label: 'Home' },
  { section: 'how-it-works', label: 'How it Works' },
  { section: 'shop', label: 'Shop' },
  { section: 'subscription', label: 'Subscription' },
  { section: 'about', label: 'About Us' },
] as const;

/** The main navigation's items (the sections, then Help); `onNavigate` runs on each click. */
export function HeaderNavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {NAV_SECTIONS.map((item) => (
        <li key={item.section}>
          <SectionLink section={item.section} onNavigate={onNavigate}>
            {item.label}
          </SectionLink>
        </li>
      ))}
      <li>
        <NavLink to="/help" onClick={onNavigate}>
          Help
        </NavLink>
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
