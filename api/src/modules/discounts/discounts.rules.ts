import { randomInt } from 'node:crypto';
import {
  DISCOUNT_CODE_ALPHABET,
  DISCOUNT_CODE_RANDOM_LENGTH,
  discountMessages,
  formatDiscountCode,
} from '@hometunnel/rules';

export type StoredDiscountStatus = 'issued' | 'held' | 'used';

export enum DiscountStatus {
  ISSUED = 'ISSUED',
  HELD = 'HELD',
  USED = 'USED',
  EXPIRED = 'EXPIRED',
}

/** Expired is not stored: an issued code past its expiry is expired; held and used ones keep their state. */
export function discountStatus(stored: StoredDiscountStatus, expiresAt: Date, now: Date): DiscountStatus {
  if (stored === 'used') return DiscountStatus.USED;
  if (stored === 'held') return DiscountStatus.HELD;
  return expiresAt.getTime() <= now.getTime() ? DiscountStatus.EXPIRED : DiscountStatus.ISSUED;
}

/** A new code from the operating system's random source: "HT-" and 8 characters in two groups. */
export function generateDiscountCode(): string {
  let random = '';
  for (let i = 0; i < DISCOUNT_CODE_RANDOM_LENGTH; i += 1)
    random += DISCOUNT_CODE_ALPHABET[randomInt(DISCOUNT_CODE_ALPHABET.length)];
  return formatDiscountCode(random);
}

export interface CodeState {
  email: string;
  status: StoredDiscountStatus;
  expiresAt: Date;
}

/**
 * Why a code cannot be used by `email` now (undefined: it can). Someone else's code says only
 * that, not whether it is used or expired; without an email (a quote) the owner is not judged.
 */
export function codeProblem(
  code: CodeState | undefined,
  email: string | null | undefined,
  now: Date,
): string | undefined {
  if (!code) return discountMessages.invalid;
  if (email != null && code.email.toLowerCase() !== email.trim().toLowerCase())
    return discountMessages.otherEmail;
  if (code.status === 'used') return discountMessages.used;
  if (code.status === 'held') return discountMessages.held;
  if (code.expiresAt.getTime() <= now.getTime()) return discountMessages.expired;
  return undefined;
}
