import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { CrossIcon, LockIcon, ShieldIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import type { AdminAccessState } from './admin-access';
import { Page } from './admin-layout';
import { AdminNav } from './admin-nav';

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
