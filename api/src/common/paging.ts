/** A window of a staff list, newest first: what `limit` / `offset` arguments and query strings ask. */
export interface Page {
  limit?: number;
  offset?: number;
}

export const ADMIN_PAGE_DEFAULT = 500;
export const ADMIN_PAGE_MAX = 1000;

/** TypeORM's take/skip for a page, within 1..ADMIN_PAGE_MAX rows. */
export function takeSkip(page: Page): { take: number; skip: number } {
  return {
    take: Math.min(Math.max(1, Math.trunc(page.limit ?? ADMIN_PAGE_DEFAULT)), ADMIN_PAGE_MAX),
    skip: Math.max(0, Math.trunc(page.offset ?? 0)),
  };
}
