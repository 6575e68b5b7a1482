import { formatEuro } from './money';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  formatDate,
  formatMoney,
  isLanguage,
} from './languages';

describe('languages', () => {
  it('lists en, de and fr, English first and by default', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'fr']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', de: 'Deutsch', fr: 'Français' });
  });

  it.each([
    ['en', true],
    ['de', true],
    ['fr', true],
    ['de-CH', false],
    ['EN', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isLanguage(%j) is %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([0, 5, 2900, 24900, 34249, 1234500, -12345])(
    'writes English like formatEuro (%d cents)',
    (cents) => {
      expect(formatMoney(cents, 'en')).toBe(formatEuro(cents));
    },
  );

  it('writes German and French with a decimal comma and the euro sign after the amount', () => {
    expect(formatMoney(24900, 'en')).toBe('€249.00');
    expect(formatMoney(24900, 'de')).toBe('249,00\u00a0€');
    expect(formatMoney(24900, 'fr')).toBe('249,00\u00a0€');
    expect(formatMoney(1234500, 'de')).toBe('12.345,00\u00a0€');
    expect(formatMoney(1234500, 'fr')).toBe('12\u202f345,00\u00a0€');
  });
});

describe('formatDate', () => {
  const day = '2026-12-27T23:30:00Z';

  it('writes a long date in UTC in the language', () => {
    expect(formatDate(day, 'en')).toBe('December 27, 2026');
    expect(formatDate(new Date(day), 'de')).toBe('27. Dezember 2026');
    expect(formatDate(day, 'fr')).toBe('27 décembre 2026');
  });

  it('takes other options', () => {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    };
    expect(formatDate(day, 'de', options)).toBe('27.12.2026');
    expect(formatDate(day, 'fr', options)).toBe('27/12/2026');
    expect(formatDate(day, 'de')).toBe('27. Dezember 2026');
  });
});
