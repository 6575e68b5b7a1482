import type { Language } from '@hometunnel/rules';
import type { HelpTopicSlug } from '../../content/help-center';
import { ARTICLE_SLUGS } from '../../i18n/article-slugs';

/** The page of a help-center topic, in English form (LocalizedLink gives it the page's language). */
export const articlePath = (slug: HelpTopicSlug | string): string => `/help-center/${slug}`;

/**
 * The article (its English key) that `slug` names in `language`. Only the language's own slug
 * counts: an English slug under /de/ names no German page, so it is the German 404.
 */
export function articleKey(slug: string, language: Language): HelpTopicSlug | undefined {
  const keys = Object.keys(ARTICLE_SLUGS.de) as HelpTopicSlug[];
  return language === 'en'
    ? keys.find((key) => key === slug)
    : keys.find((key) => ARTICLE_SLUGS[language][key] === slug);
}

/**
 * The in-page anchor of an article section, from its heading ("What's in the Box" -> "whats-in-the-box";
 * accents are dropped, "Über die Größe" -> "uber-die-grosse").
 */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A link straight to one section of a topic's article. */
export const sectionPath = (slug: HelpTopicSlug | string, heading: string): string =>
  `${articlePath(slug)}#${sectionAnchor(heading)}`;
