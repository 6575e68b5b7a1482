import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/card';
import { media } from '../../theme/theme';

/** A titled card of the account page. */
export function AccountPanel({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>
        {icon} {title}
      </PanelTitle>
      {children}
    </Panel>
  );
}

/** A panel's entries, or why there are none. */
export function EntryList<T>({
  items,
  failed,
  failure,
  empty,
  children: renderEntry,
}: {
  items: readonly T[];
  failed: boolean;
  failure: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (failed) return <Empty role="alert">{failure}</Empty>;
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return <List>{items.map(renderEntry)}</List>;
}

const Panel = styled(Card).attrs({ as: 'section' })`
  padding: 22px 18px;
  min-width: 0;
  ${media.sm} {
    padding: 24px;
  }
`;

const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 1.15rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: 16px;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
