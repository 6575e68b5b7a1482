import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8z';

export type StarFill = 'full' | 'half' | 'empty';

/** 4.5 → full ×4, half ×1; 3.2 → full ×3, empty ×2 (halves from .5 up). */
export function starFills(rating: number, outOf = 5): StarFill[] {
  return Array.from({ length: outOf }, (_, i) => {
    if (rating >= i + 1) return 'full';
    if (rating >= i + 0.5) return 'half';
    return 'empty';
  });
}

export function Stars({ rating }: { rating: number }) {
  const clipId = `${useId()}-half`;
  const label = useIntl().formatMessage(
    { id: 'landing.testimonials.rating', defaultMessage: 'Rated {rating, number} out of 5' },
    { rating },
  );
  return (
    <Row role="img" aria-label={label}>
      {starFills(rating).map((fill, i) => (
        <svg key={i} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" data-fill={fill}>
          {fill === 'half' && (
            <defs>
              <clipPath id={clipId}>
                <rect x="0" y="0" width="12" height="24" />
              </clipPath>
            </defs>
          )}
          <path d={STAR} className="empty" />
          {fill === 'full' && <path d={STAR} className="full" />}
          {fill === 'half' && <path d={STAR} className="full" clipPath={`url(#${clipId})`} />}
        </svg>
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  .empty {
    fill: #e2e8f0;
  }
  .full {
    fill: ${({ theme }) => theme.colors.star};
  }
`;
