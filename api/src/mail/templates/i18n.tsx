import { Fragment, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import {
  DEFAULT_LANGUAGE,
  formatDate,
  formatMoney,
  isLanguage,
  toCents,
  type Language,
} from '@hometunnel/rules';
import { catalogs, type MessageKey } from '../messages';

type Values = Record<string, PrimitiveType>;
/** Values of a rich message: its placeholders and a renderer per tag (`<b>…</b>`). */
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** What a template writes with: its language's messages, money and dates. */
export interface MailText {
  language: Language;
  /** A message as plain text (subjects, previews, headings, labels). */
  t(key: MessageKey, values?: Values): string;
  /** A message with markup: `<b>` is bold unless `values` renders it otherwise. */
  rich(key: MessageKey, values?: RichValues): ReactNode;
  /** A decimal euro amount as the language writes it: "€249.00", "249,00 €". */
  money(amount: string): string;
  /** A day as the language writes it: "27 December 2026", "27. Dezember 2026", "27 décembre 2026". */
  date(value: string): string;
}

// One compiled message per language and key: compiling parses the ICU syntax.
const compiled = new Map<string, IntlMessageFormat>();

function message(language: Language, key: MessageKey): IntlMessageFormat {
  const id = `${language}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogs[language][key], language);
    compiled.set(id, format);
  }
  return format;
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

// English mails have always written days as "27 December 2026" (en-GB), where the `en` locale
// writes "December 27, 2026"; German and French use the rules' formatDate.
const englishDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// Rows written before dates travelled as ISO text carry the English words: shown as they are.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

export function mailText(language: unknown): MailText {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return {
    language: lang,
    t: (key, values) => String(message(lang, key).format(values)),
    rich: (key, values) => {
      const parts = message(lang, key).format<ReactNode>({ b: bold, ...values });
      return Array.isArray(parts)
        ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>)
        : parts;
    },
    money: (amount) => formatMoney(toCents(amount), lang),
    date: (value) => {
      if (!ISO_DATE.test(value)) return value;
      return lang === 'en' ? englishDay.format(new Date(value)) : formatDate(value, lang);
    },
  };
}

export { pagePath } from '@hometunnel/rules';
