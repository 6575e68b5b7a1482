/**
 * The message catalogs come in two parts per language, by the first segment of a message's id:
 * the shell (header, footer, landing page, shop, cart, cookie bar, 404) that every page needs at
 * once, and the pages (checkout, My Account, sign-in, help, Help Center, rule messages, page
 * titles), fetched with those screens or after the first interaction. The landing page then
 * downloads only what it shows (its JavaScript budget holds in every language).
 */
export const CATALOG_PARTS = {
  shell: ['layout', 'notFound', 'landing', 'shop', 'cart', 'legal'],
  pages: ['checkout', 'account', 'auth', 'help', 'helpCenter', 'seo', 'rules'],
} as const;

export type CatalogPart = keyof typeof CATALOG_PARTS;

/** The part a message id belongs to. */
export function catalogPartOf(id: string): CatalogPart {
  const area = id.split('.', 1)[0]!;
  return (CATALOG_PARTS.shell as readonly string[]).includes(area) ? 'shell' : 'pages';
}

/** The parts a page needs before it renders (by its English-form path): the landing page only the shell. */
export function routeCatalogParts(canonicalPath: string): readonly CatalogPart[] {
  return canonicalPath === '/' ? ['shell'] : ['shell', 'pages'];
}
