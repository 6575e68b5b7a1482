import styled from 'styled-components';
import { Button } from '../../components/button';
import { MailIcon, PackageIcon } from '../../components/icons';
import { PayActions } from './step-form';
import type { PlacedOrder } from './use-checkout-flow';

export const WAITLIST_DISCOUNT_EUR = 50;

/** Step 5: the device is out of stock; the buyer can join the waitlist (50 EUR off when it is back). */
export function WaitlistStep({
  email,
  order,
  joined,
  joining,
  onJoin,
  onBack,
}: {
  email: string;
  order: PlacedOrder | null;
  joined: boolean;
  joining: boolean;
  onJoin: () => void;
  onBack: () => void;
}) {
  return (
    <Waitlist>
      <WaitIcon aria-hidden="true">
        <PackageIcon size={30} />
      </WaitIcon>
      <p className="lead">
        Thank you for your order! Our devices are so popular that they are currently out of stock, and no
        payment has been taken.
      </p>
      {order && (
        <p>
          Your order <strong>#{order.id.slice(0, 8)}</strong> is recorded as pending.
        </p>
      )}
      <DiscountNote>
        <MailIcon size={20} aria-hidden="true" />
        <span>
          Join the waitlist and we will email <strong>{email}</strong> as soon as it is back in stock, with a{' '}
          <strong>{WAITLIST_DISCOUNT_EUR} EUR discount</strong> on your order.
        </span>
      </DiscountNote>
      {joined && <p role="status">You are on the waitlist. We will be in touch soon.</p>}
      <PayActions>
        <Button variant="outline" size="lg" onClick={onBack} disabled={joining}>
          Back
        </Button>
        <Button size="lg" onClick={onJoin} disabled={joining || joined}>
          {joining ? 'Joining...' : joined ? 'On the Waitlist' : 'Join Waitlist'}
        </Button>
      </PayActions>
    </Waitlist>
  );
}

const Waitlist = styled.div`
  display: grid;
  gap: 16px;
  .lead {
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.text};
  }
  [role='status'] {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;

const WaitIcon = styled.span`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 18px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const DiscountNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.ink};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
