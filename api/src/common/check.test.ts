import { containsUnsafeText, labelOf, optionalText, requiredText } from './check';

describe('text rules refuse what PostgreSQL cannot store', () => {
  const name = requiredText('Name is required', 100, { label: 'Name' });
  const notes = optionalText(1000, { label: 'Notes', multiline: true });
  const refused = 'Name must not contain control characters or invalid Unicode';

  it('refuses NUL, other C0 characters, DEL and lone surrogates in a single-line field', () => {
    for (const text of [
      'a\u0000b',
      'a\u0001b',
      'a\nb',
      'a\tb',
      'a\u007fb',
      'a\ud800b',
      'a\udc00b',
      '\udc00\ud800',
    ])
      expect(name(text, {})).toBe(refused);
  });

  it('keeps the other messages first and accepts ordinary Unicode, emoji (paired surrogates) included', () => {
    expect(name('', {})).toBe('Name is required');
    expect(name('x'.repeat(101), {})).toBe('Must be at most 100 characters');
    expect(name('Zoë 😀 Ünal', {})).toBeUndefined();
  });

  it('allows tabs and line breaks where a field may span lines, nothing else', () => {
    expect(notes('line 1\r\n\tline 2', {})).toBeUndefined();
    expect(notes('line\u0000', {})).toBe('Notes must not contain control characters or invalid Unicode');
    expect(notes(undefined, {})).toBeUndefined();
  });

  it('finds unsafe text at any depth of a JSON value, in keys too', () => {
    expect(containsUnsafeText({ a: [{ b: 'ok' }], c: 1, d: null })).toBe(false);
    expect(containsUnsafeText({ a: [{ b: 'x\ud800' }] })).toBe(true);
    expect(containsUnsafeText({ 'k\u0000': 'v' })).toBe(true);
    expect(containsUnsafeText({ a: 'line\nbreak' }, true)).toBe(false);
  });

  it('names a field from its property', () => {
    expect(labelOf('postalCode')).toBe('Postal code');
    expect(labelOf('email')).toBe('Email');
  });
});
