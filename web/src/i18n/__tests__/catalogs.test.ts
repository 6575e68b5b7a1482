import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { completeCatalogs } from '../catalogs/complete';

const { de, fr } = completeCatalogs;

import { ruleMessageIds } from '../rule-messages';

const webDir = join(__dirname, '../../..');
const extracted = JSON.parse(readFileSync(join(webDir, 'src/i18n/catalogs/en.json'), 'utf8')) as Catalog;
/** English: the messages written in the code, and the rules package's messages by their place in it. */
const en: Catalog = {
  ...extracted,
  ...Object.fromEntries([...ruleMessageIds()].map(([english, id]) => [id, english])),
};
/** The catalogs as written (strings); only the browser build parses them ahead. */
type Catalog = Record<string, string>;
const translations: [string, Catalog][] = [
  ['de', de as Catalog],
  ['fr', fr as Catalog],
];

/** Every argument of a message, with its kind ("argument", "number", "plural", …), sorted. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return [...found].sort();
}

describe('message catalogs', () => {
  it('en.json is what the FormatJS extractor finds in the code (npm run i18n:extract -w web)', () => {
    const output = execFileSync(
      'npx',
      [
        'formatjs',
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--ignore',
        'src/gql/**',
        '--ignore',
        'src/**/__tests__/**',
        '--format',
        'simple',
      ],
      { cwd: webDir, encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual(extracted);
  });

  it.each(translations)('%s has every message, and no message the code does not use', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(translations)('%s messages are valid ICU with the same placeholders as English', (_, messages) => {
    const differing = Object.entries(en).flatMap(([id, english]) => {
      const translated = messages[id];
      if (translated === undefined) return [];
      const want = placeholders(parse(english));
      const got = placeholders(parse(translated));
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ id, want, got }];
    });
    expect(differing).toEqual([]);
  });

  it.each(translations)('%s messages are translated, not copied from English', (_, messages) => {
    // A few messages are the same in every language (a brand name, "OK"): none of them is a sentence.
    const copied = Object.entries(en).filter(
      ([id, english]) => messages[id] === english && english.includes(' '),
    );
    expect(copied.map(([id]) => id)).toEqual([]);
  });
});
