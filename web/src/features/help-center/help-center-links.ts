import type { HelpTopicSlug } from '../../content/help-center';

/** The page of a help-center topic. */
export const articlePath = (slug: HelpTopicSlug | string): string => `/help-center/${slug}`;

/** The in-page anchor of an article section, from its heading ("What's in the Box" -> "whats-in-the-box"). */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A link straight to one section of a topic's article. */
export const sectionPath = (slug: HelpTopicSlug | string, heading: string): string =>
  `${articlePath(slug)}#${sectionAnchor(heading)}`;
