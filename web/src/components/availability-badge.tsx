import { AVAILABILITY_LABELS, type AvailabilityName } from '@hometunnel/rules';
import styled from 'styled-components';
import { Badge, type BadgeTone } from './badge';

const tones: Record<AvailabilityName, BadgeTone> = {
  IN_STOCK: 'success',
  LOW_STOCK: 'warning',
  OUT_OF_STOCK: 'neutral',
};

/** A device's availability (Product.availability) as the shop, the cart and the admin show it. */
export function AvailabilityBadge({ availability }: { availability: AvailabilityName | null | undefined }) {
  if (!availability) return null;
  return (
    <Snug $tone={tones[availability]} data-testid="availability">
      {AVAILABILITY_LABELS[availability]}
    </Snug>
  );
}

/** As wide as its text, also as a grid item. */
const Snug = styled(Badge)`
  justify-self: start;
  width: fit-content;
`;
