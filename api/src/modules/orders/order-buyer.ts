import type { Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import type { Checkout } from '../checkout/checkout.entity';
import {
  cleanAddress,
  cleanPersonal,
  detailsProblem,
  type AddressDetails,
  type PersonalDetails,
} from '../checkout/checkout.rules';

/** Who is buying and where it goes: a saved checkout's details win (validated when saved); otherwise
 * the order's own checkoutData, validated now. */
export function buyerDetails(
  checkout: Checkout | undefined,
  command: { personalDetails?: unknown; addressDetails?: unknown },
): { personal: PersonalDetails; address: AddressDetails } {
  if (checkout) return { personal: cleanPersonal(checkout), address: cleanAddress(checkout) };
  const problem = detailsProblem(command.personalDetails, command.addressDetails);
  if (problem) throw badInput(problem);
  return {
    personal: cleanPersonal(command.personalDetails as PersonalDetails),
    address: cleanAddress(command.addressDetails as AddressDetails),
  };
}

/** Who an Idempotency-Key belongs to (see scopedIdempotencyKey): an account, a token, a guest's email. */
export function idempotencyCaller(actor: Actor, email: string): string {
  if (actor.kind === 'user') return `user:${actor.userId}`;
  if (actor.kind === 'integration') return `token:${actor.tokenId}`;
  return `guest:${email.trim().toLowerCase()}`;
}
