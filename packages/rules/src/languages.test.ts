import { formatDate, formatMoney, isLanguage, LANGUAGES, pagePath, pathLanguage } from './languages';

describe('languages', () => {
  it('knows en, de and fr and nothing else', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'fr']);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('de-CH')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('writes money as each language does', () => {
    expect(formatMoney(24900, 'en')).toBe('€249.00');
    expect(formatMoney(1234500, 'en')).toBe('€12,345.00');
    expect(formatMoney(24900, 'de')).toBe('249,00\u00a0€');
    expect(formatMoney(1234500, 'de')).toBe('12.345,00\u00a0€');
    expect(formatMoney(24900, 'fr')).toBe('249,00\u00a0€');
    expect(formatMoney(1234500, 'fr')).toBe('12\u202f345,00\u00a0€');
  });

  it('writes dates in each language', () => {
    const date = new Date('2025-09-06T12:00:00Z');
    expect(formatDate(date, 'en')).toBe('September 6, 2025');
    expect(formatDate(date, 'de')).toBe('6. September 2025');
    expect(formatDate(date, 'fr')).toBe('6 septembre 2025');
    expect(formatDate('2025-09-06T23:30:00Z', 'de', 'short')).toBe('06.09.25');
  });

  it('reads and writes the language of a shop path', () => {
    expect(pathLanguage('/de/checkout?step=2')).toBe('de');
    expect(pathLanguage('/fr')).toBe('fr');
    expect(pathLanguage('/help')).toBe('en');
    expect(pathLanguage('/design')).toBe('en');
    expect(pathLanguage('/xx/help')).toBe('en');
    expect(pagePath('de', '/login')).toBe('/de/login');
    expect(pagePath('en', '/login')).toBe('/login');
  });
});
