import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/container';
import { media } from '../../theme/theme';
import { AdminNav } from './admin-nav';

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

export const Page = styled.div`
  padding: ${({ theme }) => theme.layout.headerHeight + 24}px 0 80px;
  background: ${({ theme }) => theme.gradients.soft};
  min-height: 80vh;
  ${media.md} {
    padding-top: ${({ theme }) => theme.layout.headerHeight + 40}px;
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

/** A create form beside its list (tokens, webhooks): side by side only where the list fits beside it. */
export const FormBesideList = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;
  > * {
    min-width: 0;
  }
  /* At 1280 px the list goes below the form. */
  @media (min-width: 1440px) {
    grid-template-columns: 360px minmax(0, 1fr);
  }
`;
