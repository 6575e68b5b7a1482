/**
 * The argon2 cost profile, apart from auth/password so that config can check it without loading
 * the native hash module.
 */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2id (the library's default algorithm) with OWASP's minimum profile: 19 MiB, 2 passes. */
export const OWASP_ARGON2: Readonly<HashCost> = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Tests register a few hundred accounts; at OWASP cost that is seconds of CPU on two shared cores
 * for nothing the tests check. This variable (set by jest's global setup and the test server)
 * makes hashes cheap. Verification needs no switch: an argon2 hash carries its own parameters, so
 * either kind of hash verifies whatever the setting.
 */
export const TEST_HASH_COST_ENV = 'HT_TEST_CHEAP_PASSWORD_HASH';
const TEST_ARGON2: Readonly<HashCost> = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The hash cost for this environment. The cheap profile is for tests only: with
 * NODE_ENV=production it is refused (loadConfig calls this, so such a server does not start).
 */
export function passwordHashCost(env: Record<string, string | undefined> = process.env): Readonly<HashCost> {
  if (env[TEST_HASH_COST_ENV] !== '1') return OWASP_ARGON2;
  if (env.NODE_ENV === 'production') {
    throw new Error(`${TEST_HASH_COST_ENV} is for tests only and is refused with NODE_ENV=production`);
  }
  return TEST_ARGON2;
}
