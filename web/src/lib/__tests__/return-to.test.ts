import { loginHref, safeReturnTo } from '../return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin relative paths with query and hash', () => {
    expect(safeReturnTo('/checkout?amount=398.00')).toBe('/checkout?amount=398.00');
    expect(safeReturnTo('/#shop')).toBe('/#shop');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/api/logout',
    '/login',
  ])('falls back to / for %p', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('builds the sign-in entry point', () => {
    expect(loginHref()).toBe('/api/login');
    expect(loginHref('/checkout?amount=1.00')).toBe('/api/login?returnTo=%2Fcheckout%3Famount%3D1.00');
  });
});
