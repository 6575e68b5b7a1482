import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useRenderStatus } from '../lib/render-status';
import { Card } from './card';

/**
 * The app's 404 screen (HTTP 404 when server-rendered): a centred card with the spec's heading
 * '404 Page Not Found' (said once: no separate big code, the message does not repeat it), a message
 * and the ways back (children).
 */
export function NotFoundCard({ message, children }: { message: string; children: ReactNode }) {
  // Rendered on the server, the page answers HTTP 404.
  useRenderStatus(404);
  return (
    <Wrap>
      <Panel data-testid="not-found">
        <h1>
          <FormattedMessage id="notFound.heading" defaultMessage="404 Page Not Found" />
        </h1>
        <p>{message}</p>
        {children}
      </Panel>
    </Wrap>
  );
}

const Wrap = styled.div`
  min-height: 80vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.layout.headerHeight + 48}px 16px 72px;
  background: ${({ theme }) => theme.gradients.soft};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: 40px 32px;
  display: grid;
  gap: 12px;
  justify-items: center;
  text-align: center;
  h1 {
    font-size: 1.6rem;
    font-weight: 750;
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > div {
    justify-content: center;
  }
`;
