import { CONSENT_COOKIE, hasConsentCookie } from './consent';

describe('the consent cookie (the server renders the cookie bar without it)', () => {
  it('is found in a Cookie header or document.cookie, among others, by its exact name', () => {
    expect(hasConsentCookie(`${CONSENT_COOKIE}=analytics`)).toBe(true);
    expect(hasConsentCookie(`ht.sid=abc; ${CONSENT_COOKIE}=necessary; other=1`)).toBe(true);
    expect(hasConsentCookie('ht.sid=abc')).toBe(false);
    expect(hasConsentCookie(`x${CONSENT_COOKIE}=1; ${CONSENT_COOKIE}x=1`)).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
    expect(hasConsentCookie(undefined)).toBe(false);
  });
});
