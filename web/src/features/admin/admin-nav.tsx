import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ShieldIcon } from '../../components/icons';
import { media } from '../../theme/theme';

/** The admin screens, in navigation order. */
export const ADMIN_SCREENS = [
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/catalog', label: 'Catalog' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin-users', label: 'Users' },
  { to: '/admin/support', label: 'Support desk' },
  { to: '/admin/tokens', label: 'API tokens' },
  { to: '/admin/mail', label: 'Mail' },
] as const;

/** Navigation shared by every admin screen. */
export function AdminNav() {
  return (
    <Nav aria-label="Admin">
      <NavTitle>
        <ShieldIcon size={16} aria-hidden="true" /> Admin
      </NavTitle>
      <NavList>
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavItem to={screen.to} end>
              {screen.label}
            </NavItem>
          </li>
        ))}
      </NavList>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 24px;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow-x: auto;
`;

const NavTitle = styled.span`
  display: none;
  align-items: center;
  gap: 6px;
  padding: 0 10px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.sm} {
    display: inline-flex;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  height: 38px;
  padding: 0 14px;
  border-radius: 10px;
  font-weight: 600;
  font-size: 0.9rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.bgSubtle};
    text-decoration: none;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryInk};
  }
`;
