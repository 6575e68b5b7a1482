import { LANGUAGES } from '@hometunnel/rules';
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { catalogs } from './index';

/** A message's placeholders and tags, with their kind ("argument:name", "tag:b"), sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`tag:${element.value}`);
        walk(element.children);
        continue;
      }
      found.add(`${TYPE[element.type]}:${element.value}`);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('mail catalogs', () => {
  const english = catalogs.en;

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key and no other',
    (language) => {
      expect(Object.keys(catalogs[language]).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has the same placeholders and tags as English in every message',
    (language) => {
      const catalog = catalogs[language];
      for (const [key, message] of Object.entries(english)) {
        expect({ key, placeholders: placeholders(catalog[key as keyof typeof english]) }).toEqual({
          key,
          placeholders: placeholders(message),
        });
      }
    },
  );

  it.each(LANGUAGES)('every %s message is valid ICU MessageFormat and not left blank', (language) => {
    for (const [key, message] of Object.entries(catalogs[language])) {
      expect({ key, blank: message.trim() === '' }).toEqual({ key, blank: false });
      expect(() => parse(message)).not.toThrow();
    }
  });

  it('catches a missing placeholder (the check itself)', () => {
    expect(placeholders('Hello {name}, <b>{n, plural, one {# x} other {# y}}</b>')).toEqual([
      'argument:name',
      'plural:n',
      'tag:b',
    ]);
    expect(placeholders('Hallo,')).not.toEqual(placeholders('Hello {name},'));
  });
});
