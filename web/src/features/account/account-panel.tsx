import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
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

/** Where an empty panel sends the customer: a link into the shop (or help). */
export interface EmptyAction {
  label: MessageDescriptor;
  to: string;
}

/** A panel's entries, or why there are none (with a way on). */
export function EntryList<T>({
  items,
  failed,
  failure,
  empty,
  actions = [],
  children: renderEntry,
}: {
  items: readonly T[];
  failed: boolean;
  failure: string;
  empty: string;
  actions?: readonly EmptyAction[];
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  if (failed) return <Empty role="alert">{failure}</Empty>;
  if (items.length === 0)
    return (
      <div>
        <Empty>{empty}</Empty>
        {actions.length > 0 && (
          <EmptyActions>
            {actions.map((action) => (
              <ButtonLink key={action.to} to={action.to} $variant="outline" $size="sm">
                {intl.formatMessage(action.label)}
              </ButtonLink>
            ))}
          </EmptyActions>
        )}
      </div>
    );
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

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 12px;
`;
