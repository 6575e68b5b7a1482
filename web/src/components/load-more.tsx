import styled from 'styled-components';
import { Button } from '../../components/button';

/** 'Showing n of total' and a button for the next page, while the server has more rows. */
export function LoadMore({
  shown,
  total,
  loading,
  label,
  onMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  label: string;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  return (
    <More>
      <p>
        Showing {shown} of {total}
      </p>
      <Button variant="outline" disabled={loading} onClick={onMore}>
        {loading ? 'Loading…' : label}
      </Button>
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
