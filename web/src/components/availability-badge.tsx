import type { AvailabilityName } from '@hometunnel/rules';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, type BadgeTone } from './badge';

// The English texts are the rules package's AVAILABILITY_LABELS (the admin and the API use those).
const labels = defineMessages({
  IN_STOCK: { id: 'layout.availability.inStock', defaultMessage: 'In stock' },
  LOW_STOCK: { id: 'layout.availability.lowStock', defaultMessage: 'Only a few left' },
  OUT_OF_STOCK: { id: 'layout.availability.outOfStock', defaultMessage: 'Out of stock' },
});

const tones: Record<AvailabilityName, BadgeTone> = {
  IN_STOCK: 'success',
  LOW_STOCK: 'warning',
  OUT_OF_STOCK: 'neutral',
};

/** A device's availability (Product.availability) as the shop, the cart and the admin show it. */
export function AvailabilityBadge({ availability }: { availability: AvailabilityName | null | undefined }) {
  const intl = useIntl();
  if (!availability) return null;
  return (
    <Snug $tone={tones[availability]} data-testid="availability">
      {intl.formatMessage(labels[availability])}
    </Snug>
  );
}

/** As wide as its text, also as a grid item. */
const Snug = styled(Badge)`
  justify-self: start;
  width: fit-content;
`;
