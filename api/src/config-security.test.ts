import { loadConfig } from './config';

const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'test', ...env });

describe('production defaults (NODE_ENV=production)', () => {
  it('marks the session cookie Secure on HTTPS requests unless COOKIE_SECURE says otherwise', () => {
    expect(config({ NODE_ENV: 'production' }).cookieSecure).toBe('auto');
    expect(config({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(config({ NODE_ENV: 'production', COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(config({}).cookieSecure).toBe(false);
    expect(config({ COOKIE_SECURE: 'AUTO' }).cookieSecure).toBe('auto');
    expect(() => config({ COOKIE_SECURE: 'sometimes' })).toThrow('COOKIE_SECURE must be true or false');
  });

  it('keeps introspection for staff in production, for everyone elsewhere, GRAPHQL_INTROSPECTION overriding', () => {
    expect(config({ NODE_ENV: 'production' }).graphqlIntrospection).toBe('staff');
    expect(config({}).graphqlIntrospection).toBe('everyone');
    expect(config({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(
      'everyone',
    );
    expect(config({ GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe('nobody');
    expect(config({ GRAPHQL_INTROSPECTION: 'Staff' }).graphqlIntrospection).toBe('staff');
    expect(() => config({ GRAPHQL_INTROSPECTION: 'admins' })).toThrow('GRAPHQL_INTROSPECTION');
  });
});

describe('slow and numerous clients', () => {
  it('bounds header and request times and connections, with a request timeout never below the headers one', () => {
    expect(config({}).http).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      maxConnections: 1000,
    });
    expect(config({ HTTP_HEADERS_TIMEOUT_MS: '45000' }).http.requestTimeoutMs).toBe(45_000);
    expect(() => config({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HTTP_REQUEST_TIMEOUT_MS must be an integer >= 20000',
    );
    expect(() => config({ MAX_CONNECTIONS: '0' })).toThrow('MAX_CONNECTIONS must be an integer >= 1');
  });
});
