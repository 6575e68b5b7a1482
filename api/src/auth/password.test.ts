import { hash } from '@node-rs/argon2';
import { loadConfig } from '../config';
import { OWASP_ARGON2, passwordHashCost, TEST_HASH_COST_ENV } from './password-cost';
import { hashPassword, verifyPassword } from './password';

describe('password hash cost', () => {
  it('is OWASP argon2id (19 MiB, 2 passes) in production and wherever the test switch is unset', async () => {
    expect(OWASP_ARGON2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(passwordHashCost({ NODE_ENV: 'production' })).toBe(OWASP_ARGON2);
    expect(passwordHashCost({})).toBe(OWASP_ARGON2);
    expect(passwordHashCost({ [TEST_HASH_COST_ENV]: '0' })).toBe(OWASP_ARGON2);
    const stored = await hash('correct horse battery', passwordHashCost({ NODE_ENV: 'production' }));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses the cheap test profile with NODE_ENV=production, in loadConfig too', () => {
    const env = { NODE_ENV: 'production', [TEST_HASH_COST_ENV]: '1', SESSION_SECRET: 'x' };
    expect(() => passwordHashCost(env)).toThrow(`${TEST_HASH_COST_ENV} is for tests only`);
    expect(() => loadConfig(env)).toThrow(`${TEST_HASH_COST_ENV} is for tests only`);
  });

  it('is cheap in tests, and hashes of either cost verify (argon2 hashes carry their parameters)', async () => {
    expect(process.env[TEST_HASH_COST_ENV]).toBe('1');
    expect(passwordHashCost().memoryCost).toBeLessThan(OWASP_ARGON2.memoryCost);
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).not.toContain('m=19456');
    const owasp = await hash('correct horse battery', OWASP_ARGON2);
    for (const stored of [cheap, owasp]) {
      expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
      expect(await verifyPassword(stored, 'wrong horse battery')).toBe(false);
    }
  });
});
