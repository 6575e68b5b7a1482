import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../lib/graphql-errors';
import { Button } from './button';
import { useTranslateMessage } from '../i18n';

/** What a connection says about the pages after the one loaded. */
export interface NextPage {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * 'Showing n of total' and a button asking for the page after `endCursor` while the server has
 * more. `onMore` fetches it with the list's own variables (so the same filter); the cache appends it.
 */
export function LoadMore({
  shown,
  total,
  pageInfo,
  label,
  onMore,
}: {
  shown: number;
  total: number;
  pageInfo: NextPage;
  label: string;
  onMore: (after: string) => Promise<unknown>;
}) {
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const translate = useTranslateMessage();
  const { hasNextPage, endCursor } = pageInfo;
  if (!hasNextPage || !endCursor) return null;

  const more = async () => {
    setLoading(true);
    setFailure(null);
    try {
      await onMore(endCursor);
    } catch (error) {
      setFailure(errorMessage(error) ?? 'Failed to load more');
    } finally {
      setLoading(false);
    }
  };
  return (
    <More>
      <p>
        Showing {shown} of {total}
      </p>
      <Button variant="outline" disabled={loading} onClick={() => void more()}>
        {loading ? 'Loading…' : label}
      </Button>
      {failure && <p role="alert">{translate(failure)}</p>}
    </More>
  );
}

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-top: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
