import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { PageSpinner } from '../../components/spinner';
import { LockIcon, ShieldIcon, CrossIcon } from '../../components/icons';
import { media } from '../../theme/theme';
import type { AdminAccessState } from './admin-access';

/** The admin screens, in navigation order. */
export const ADMIN_SCREENS = [
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin-users', label: 'Users' },
  { to: '/admin/support', label: 'Support desk' },
  { to: '/admin/tokens', label: 'API tokens' },
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

/** Page frame of an admin screen: navigation, title row (with actions) and the content. */
export function AdminShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Container>
        <AdminNav />
        <TitleRow>
          <div>
            <h1>{title}</h1>
            {subtitle && <p>{subtitle}</p>}
          </div>
          {actions && <Actions>{actions}</Actions>}
        </TitleRow>
        {children}
      </Container>
    </Page>
  );
}

/** A full-width message in place of a screen's content (not signed in, not an admin, errors). */
export function StatePanel({
  icon,
  title,
  children,
  tone = 'neutral',
  headingLevel = 1,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'danger';
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel>
      <PanelIcon $tone={tone} aria-hidden="true">
        {icon}
      </PanelIcon>
      <Heading>{title}</Heading>
      {children}
    </Panel>
  );
}

/**
 * Everything an admin screen shows before its list, in the spec's order: spinner, 'Authentication
 * Required', 'Admin Access Required', an error; `children` (the screen itself) once ready.
 */
export function AdminGate({
  state,
  errorTitle,
  errorText,
  onRetry,
  forbiddenExtra,
  children,
}: {
  state: AdminAccessState;
  errorTitle: string;
  errorText?: string;
  onRetry?: () => void;
  /** Shown under the 'Admin Access Required' text (the orders screen offers 'Request Admin Access'). */
  forbiddenExtra?: ReactNode;
  children: () => ReactNode;
}) {
  switch (state) {
    case 'loading':
      return <PageSpinner label="Loading admin data" />;
    case 'unauthenticated':
      return (
        <Page>
          <Container>
            <StatePanel icon={<LockIcon size={28} />} title="Authentication Required">
              <p>Please log in to access admin panel. Taking you to the sign-in page…</p>
            </StatePanel>
          </Container>
        </Page>
      );
    case 'forbidden':
      return (
        <Page>
          <Container>
            <StatePanel icon={<ShieldIcon size={28} />} title="Admin Access Required">
              <p>You don&apos;t have admin privileges to view this page.</p>
              {forbiddenExtra}
            </StatePanel>
          </Container>
        </Page>
      );
    case 'error':
      return (
        <Page>
          <Container>
            <AdminNav />
            <StatePanel icon={<CrossIcon size={28} />} title={errorTitle} tone="danger">
              {errorText && <p role="alert">{errorText}</p>}
              {onRetry && (
                <Button variant="outline" onClick={onRetry}>
                  Try again
                </Button>
              )}
            </StatePanel>
          </Container>
        </Page>
      );
    default:
      return <>{children()}</>;
  }
}

export const Page = styled.div`
  padding: ${({ theme }) => theme.layout.headerHeight + 24}px 0 80px;
  background: ${({ theme }) => theme.gradients.soft};
  min-height: 80vh;
  ${media.md} {
    padding-top: ${({ theme }) => theme.layout.headerHeight + 40}px;
  }
`;

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

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
  h1 {
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const Panel = styled.section`
  max-width: 560px;
  margin: 32px auto;
  display: grid;
  justify-items: center;
  gap: 12px;
  text-align: center;
  padding: 40px 28px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1,
  h2 {
    font-size: 1.5rem;
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PanelIcon = styled.span<{ $tone: 'neutral' | 'danger' }>`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 18px;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
`;

/** A count chip next to a title ('Total Orders: 12'). */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 34px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: 1rem;
  }
`;

/** Empty list message. */
export const EmptyState = styled.p`
  padding: 48px 24px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** Locale-stable date-time for admin lists ("21 Nov 2025, 14:05"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
