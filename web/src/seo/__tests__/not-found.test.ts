import { helpArticles } from '../../content/help-center';
import { NOT_FOUND_STAND_INS, notFoundStandIn } from '../not-found';
import { listPublicPaths } from '../routes';

describe('notFoundStandIn', () => {
  it('leaves every page that exists alone, private screens and prefix routes included', () => {
    for (const path of [...listPublicPaths(), '/', '/help/', '/HELP', '/help/anything', '/account'])
      expect(notFoundStandIn(path)).toBeUndefined();
    for (const slug of Object.keys(helpArticles))
      expect(notFoundStandIn(`/help-center/${slug}`)).toBeUndefined();
    expect(notFoundStandIn('/admin/orders')).toBeUndefined();
  });

  it('gives every made-up path the 404 page and every unknown article the missing-article page', () => {
    for (const path of ['/zzz', '/a/b/c', '/help-center/x/y', '/%E0%A4%A', '/page-not-found'])
      expect(notFoundStandIn(path)).toBe(NOT_FOUND_STAND_INS.page);
    for (const path of [
      '/help-center/no-such-article',
      '/Help-Center/nope/',
      '/help-center/article-not-found',
    ])
      expect(notFoundStandIn(path)).toBe(NOT_FOUND_STAND_INS.article);
  });

  it('decodes a path as the router does: an encoded spelling of a page is that page', () => {
    expect(notFoundStandIn('/hel%70')).toBeUndefined();
    expect(notFoundStandIn('/help-center%2Fx')).toBe(NOT_FOUND_STAND_INS.page);
  });
});
