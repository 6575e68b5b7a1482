import { SpanKind } from '@opentelemetry/api';
import { privateAttributes } from './private-attributes';

describe('privateAttributes', () => {
  it('drops the client address, its browser and query strings from an incoming request', () => {
    expect(
      privateAttributes(SpanKind.SERVER, {
        'http.request.method': 'GET',
        'url.path': '/reset-password',
        'url.query': 'token=abc',
        'http.target': '/reset-password?token=abc',
        'http.url': 'http://shop/reset-password?token=abc#x',
        'client.address': '203.0.113.9',
        'http.client_ip': '203.0.113.9',
        'user_agent.original': 'Mozilla/5.0',
        'http.response.status_code': 200,
      }),
    ).toEqual({
      'http.request.method': 'GET',
      'url.path': '/reset-password',
      'http.target': '/reset-password',
      'http.url': 'http://shop/reset-password',
      'http.response.status_code': 200,
    });
  });

  it('keeps only the origin of an outgoing call (a webhook path can be its secret)', () => {
    expect(
      privateAttributes(SpanKind.CLIENT, {
        'url.full': 'https://hooks.example.com/services/T0/B0/s3cr3t?x=1',
        'url.path': '/services/T0/B0/s3cr3t',
        'server.address': 'hooks.example.com',
      }),
    ).toEqual({ 'url.full': 'https://hooks.example.com', 'server.address': 'hooks.example.com' });
    expect(privateAttributes(SpanKind.CLIENT, { 'url.full': 'not a url' })).toEqual({ 'url.full': '[url]' });
  });
});
