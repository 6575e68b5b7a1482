import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as rules from '@hometunnel/rules';

/**
 * The shop's rule messages (validation and domain errors) are written once, in English, in the
 * rules package; the API sends them as they are. The web shows them in the page's language: each
 * message's id is its place in the package ("rules.checkoutMessages.firstName.required"), and the
 * German and French catalogs (catalogs/<lang>/validation.json) translate it by that id.
 */
export const RULE_MESSAGE_PREFIX = 'rules.';

function collect(value: unknown, id: string, into: Map<string, string>) {
  if (typeof value === 'string') into.set(value, id);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collect(item, `${id}.${key}`, into);
}

let byEnglish: Map<string, string> | undefined;

/** Every rule message: English text → message id. */
export function ruleMessageIds(): Map<string, string> {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [name, value] of Object.entries(rules))
      if (name.endsWith('Messages') && typeof value === 'object')
        collect(value, `${RULE_MESSAGE_PREFIX}${name}`, byEnglish);
  }
  return byEnglish;
}

/**
 * Shows an English rule message (from a yup schema or an API error) in the page's language; any
 * other text is returned as it came.
 */
export function useTranslateMessage(): (english: string) => string {
  const intl = useIntl();
  return useCallback(
    (english: string) => {
      const id = ruleMessageIds().get(english);
      const translated = id === undefined ? undefined : intl.messages[id];
      return typeof translated === 'string' ? translated : english;
    },
    [intl],
  );
}
