import { hash, verify } from '@node-rs/argon2';
import { passwordHashCost, type HashCost } from './password-cost';

// Read once, at the first hash: the cost does not change mid-process.
let cost: Readonly<HashCost> | undefined;

export function hashPassword(password: string): Promise<string> {
  cost ??= passwordHashCost();
  return hash(password, cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this for unknown emails keeps sign-in timing from revealing who has an account. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  await verifyPassword(await decoyHash, password);
}
