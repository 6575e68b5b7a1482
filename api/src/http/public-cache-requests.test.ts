import { GraphqlCacheKeys, graphqlCacheKey } from './public-cache-requests';

const PUBLIC = new Set(['aa11', 'bb22']);

function body(hash: string, variables: Record<string, unknown> = {}): Buffer {
  return Buffer.from(
    JSON.stringify({
      operationName: 'ShopProducts',
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  );
}

describe('GraphqlCacheKeys', () => {
  it('gives the key graphqlCacheKey gives, per body, Accept and Accept-Encoding', () => {
    const keys = new GraphqlCacheKeys(PUBLIC);
    const cases: [Buffer, string | undefined, string | undefined][] = [
      [body('aa11'), 'application/json', 'gzip'],
      [body('aa11'), 'application/json', 'br'],
      [body('aa11'), undefined, undefined],
      [body('bb22', { language: 'de' }), 'application/json', 'gzip'],
    ];
    for (const [raw, accept, encoding] of [...cases, ...cases]) {
      const expected = graphqlCacheKey(PUBLIC, raw, accept, encoding);
      expect(expected).toBeDefined();
      expect(keys.keyOf(raw, accept, encoding)).toBe(expected);
    }
    expect(new Set(cases.map(([raw, a, e]) => keys.keyOf(raw, a, e))).size).toBe(cases.length);
    expect(keys.size).toBe(cases.length);
  });

  it('remembers nothing for a body that is not a public read', () => {
    const keys = new GraphqlCacheKeys(PUBLIC);
    for (const raw of [body('cc33'), Buffer.from('{"query":"{ me { email } }"}'), Buffer.from('not json')]) {
      expect(keys.keyOf(raw, 'application/json', 'gzip')).toBeUndefined();
      expect(keys.keyOf(raw, 'application/json', 'gzip')).toBeUndefined();
    }
    expect(keys.size).toBe(0);
  });

  it('remembers no key whose Accept headers are longer than a browser sends', () => {
    const keys = new GraphqlCacheKeys(PUBLIC);
    const long = `application/json, ${'x'.repeat(300)}`;
    expect(keys.keyOf(body('aa11'), long, 'gzip')).toBe(graphqlCacheKey(PUBLIC, body('aa11'), long, 'gzip'));
    expect(keys.size).toBe(0);
  });

  it('keeps at most its bound, and stays right past it', () => {
    const keys = new GraphqlCacheKeys(PUBLIC, 2);
    for (let page = 0; page < 10; page += 1) {
      const raw = body('aa11', { page });
      expect(keys.keyOf(raw, 'application/json', 'gzip')).toBe(
        graphqlCacheKey(PUBLIC, raw, 'application/json', 'gzip'),
      );
      expect(keys.size).toBeLessThanOrEqual(2);
    }
  });
});
