import type { Language } from '@hometunnel/rules';
import type { HelpTopicSlug } from '../content/help-center';

/**
 * Each help article's URL slug per language (only article slugs are translated; every other path
 * segment stays English under /de/ and /fr/). The English slug is the article's key everywhere else.
 */
export const ARTICLE_SLUGS: Record<Exclude<Language, 'en'>, Record<HelpTopicSlug, string>> = {
  de: {
    'vpn-basics': 'vpn-grundlagen',
    'features-packages': 'funktionen-und-pakete',
    'setup-installation': 'einrichtung-und-installation',
    'security-privacy': 'sicherheit-und-datenschutz',
    'billing-account': 'abrechnung-und-konto',
    'support-troubleshooting': 'support-und-fehlerbehebung',
  },
  fr: {
    'vpn-basics': 'bases-du-vpn',
    'features-packages': 'fonctionnalites-et-packs',
    'setup-installation': 'configuration-et-installation',
    'security-privacy': 'securite-et-confidentialite',
    'billing-account': 'facturation-et-compte',
    'support-troubleshooting': 'assistance-et-depannage',
  },
};
