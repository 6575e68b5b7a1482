import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/card';

/** The one-card pages of the account links in mails (/verify-email, /reset-password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Narrow>
        <h1>{title}</h1>
        {children}
      </Narrow>
    </Page>
  );
}

const Page = styled.div`
  min-height: 70vh;
  padding: ${({ theme }) => theme.layout.headerHeight + 40}px 16px 64px;
  background: ${({ theme }) => theme.gradients.soft};
  display: grid;
  place-items: start center;
`;

const Narrow = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: 32px;
  display: grid;
  gap: 16px;
  h1 {
    font-size: 1.5rem;
    font-weight: 750;
  }
`;
