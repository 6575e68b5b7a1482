import type { Request, Response } from 'express';
import { badInput } from '../common/app-error';
import { pageRequest, pagingMessages, type PageRequest, type PageResult } from '../common/keyset';

/**
 * REST lists answer a JSON array of at most `limit` items (default 50, at most 100), newest first,
 * and while more remain a `Link: <…>; rel="next"` header (RFC 8288) with the same query and the
 * cursor to continue after. Staff lists add `X-Total-Count`.
 */
export function restPageRequest(req: Request): PageRequest {
  const { limit, after, offset } = req.query;
  if (offset !== undefined) throw badInput(pagingMessages.offset);
  if (limit !== undefined && (typeof limit !== 'string' || !/^\d{1,3}$/.test(limit))) {
    throw badInput(pagingMessages.limit);
  }
  if (after !== undefined && typeof after !== 'string') throw badInput(pagingMessages.after);
  return pageRequest(limit === undefined ? undefined : Number(limit), after, pagingMessages.limit);
}

/** The link to the page after `page`: this request's path and query, with `after` moved on. */
export function nextPageLink(req: Request, page: PageResult<unknown>): string | null {
  if (!page.hasNextPage || !page.endCursor) return null;
  const url = new URL(req.originalUrl, 'http://localhost');
  url.searchParams.set('after', page.endCursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** Sets the paging headers of a list answer (`withTotal`: X-Total-Count) and returns its nodes. */
export async function sendPageHeaders<T>(
  req: Request,
  res: Response,
  page: PageResult<T>,
  { withTotal = false }: { withTotal?: boolean } = {},
): Promise<T[]> {
  const link = nextPageLink(req, page);
  if (link) res.setHeader('Link', link);
  if (withTotal) res.setHeader('X-Total-Count', String(await page.totalCount()));
  return page.nodes;
}
