import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../lib/graphql-errors';
import { Button } from './button';
import { useTranslateMessage } from '../i18n/rule-messages';

const messages = defineMessages({
  failed: { id: 'layout.loadMore.failed', defaultMessage: 'Failed to load more' },
  loading: { id: 'layout.loadMore.loading', defaultMessage: 'Loading…' },
});

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
  const intl = useIntl();
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
      setFailure(errorMessage(error) ?? intl.formatMessage(messages.failed));
    } finally {
      setLoading(false);
    }
  };
  return (
    <More>
      <p>
        <FormattedMessage
          id="layout.loadMore.showing"
          defaultMessage="Showing {shown} of {total}"
          values={{ shown, total }}
        />
      </p>
      <Button variant="outline" disabled={loading} onClick={() => void more()}>
        {loading ? intl.formatMessage(messages.loading) : label}
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
