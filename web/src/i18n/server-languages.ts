import type { Language } from '@hometunnel/rules';
import * as aboutDe from '../content/de/about';
import * as faqDe from '../content/de/faq';
import * as helpCenterDe from '../content/de/help-center';
import * as landingDe from '../content/de/landing';
import * as legalDe from '../content/de/legal';
import * as productsDe from '../content/de/products';
import * as testimonialsDe from '../content/de/testimonials';
import * as aboutFr from '../content/fr/about';
import * as faqFr from '../content/fr/faq';
import * as helpCenterFr from '../content/fr/help-center';
import * as landingFr from '../content/fr/landing';
import * as legalFr from '../content/fr/legal';
import * as productsFr from '../content/fr/products';
import * as testimonialsFr from '../content/fr/testimonials';
import * as aboutEn from '../content/about';
import * as faqEn from '../content/faq';
import * as helpCenterEn from '../content/help-center';
import * as landingEn from '../content/landing';
import * as legalEn from '../content/legal';
import * as productsEn from '../content/products';
import * as testimonialsEn from '../content/testimonials';
import { registerContent, type ContentModules } from '../content/localized';
import { registerSeoLanguagePack } from '../seo/language-packs';
import { completeCatalogs } from './catalogs/complete';

const { de, fr } = completeCatalogs;
import { registerMessages, type Messages } from './messages';

/**
 * The server renderer has every language at hand: a render never waits for a message or content
 * chunk (the browser fetches only its page's language). Imported by entry-server.tsx, and by the
 * tests' setup.
 */
const languages: [Language, Messages, ContentModules][] = [
  // English: the defaults written in the code (the server keeps the ICU parser).
  [
    'en',
    {},
    {
      landing: landingEn,
      about: aboutEn,
      testimonials: testimonialsEn,
      products: productsEn,
      faq: faqEn,
      helpCenter: helpCenterEn,
      legal: legalEn,
    },
  ],
  [
    'de',
    de,
    {
      landing: landingDe,
      about: aboutDe,
      testimonials: testimonialsDe,
      products: productsDe,
      faq: faqDe,
      helpCenter: helpCenterDe,
      legal: legalDe,
    },
  ],
  [
    'fr',
    fr,
    {
      landing: landingFr,
      about: aboutFr,
      testimonials: testimonialsFr,
      products: productsFr,
      faq: faqFr,
      helpCenter: helpCenterFr,
      legal: legalFr,
    },
  ],
];

for (const [language, messages, content] of languages) {
  registerMessages(language, messages);
  for (const area of Object.keys(content) as (keyof ContentModules)[])
    registerContent(language, area, content[area] as never);
  registerSeoLanguagePack(language, {
    messages,
    helpCenter: content.helpCenter,
    faq: content.faq,
    productTexts: content.products.productTexts,
  });
}
