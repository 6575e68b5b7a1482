import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@hometunnel/rules';
import * as faqEn from '../content/faq';
import * as helpCenterEn from '../content/help-center';
import type { ProductTexts } from '../content/products';
import type { Messages } from '../i18n/messages';

/**
 * What the head of a page needs in one language: its messages (page titles and descriptions),
 * the Help Center's articles and the FAQ (titles, FAQPage data) and the product texts (Product data).
 * The server registers every language at start (i18n/server-languages.ts), the browser its page's
 * language when it writes a head after a navigation (client-head.ts).
 */
export interface SeoLanguagePack {
  messages: Messages;
  helpCenter: Pick<typeof helpCenterEn, 'helpArticles' | 'helpTopics'>;
  faq: Pick<typeof faqEn, 'faqEntries'>;
  productTexts: ProductTexts;
}

interface RegisteredPack extends SeoLanguagePack {
  intl: IntlShape;
}

const intlCache = createIntlCache();

function withIntl(language: Language, pack: SeoLanguagePack): RegisteredPack {
  const intl = createIntl(
    { locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: pack.messages, onError: () => {} },
    intlCache,
  );
  return { ...pack, intl };
}

const packs = new Map<Language, RegisteredPack>([
  ['en', withIntl('en', { messages: {}, helpCenter: helpCenterEn, faq: faqEn, productTexts: {} })],
]);

// The languages registered with their own messages (the built-in English one has the code's
// defaults only, which the browser's production build strips).
const registered = new Set<Language>();

export function registerSeoLanguagePack(language: Language, pack: SeoLanguagePack): void {
  packs.set(language, withIntl(language, pack));
  registered.add(language);
}

export function hasSeoLanguagePack(language: Language): boolean {
  return registered.has(language);
}

/** A language's pack; English until the language's own is registered. */
export function seoLanguagePack(language: Language): RegisteredPack {
  return packs.get(language) ?? packs.get(DEFAULT_LANGUAGE)!;
}
