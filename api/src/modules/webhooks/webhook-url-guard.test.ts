import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook } from './webhook-sender';
import { checkedAddresses, guardedLookup, isPublicAddress, parseEndpointUrl } from './webhook-url-guard';

const strict = { allowPrivateNetworks: false, httpHosts: [] };
const open = { allowPrivateNetworks: true, httpHosts: [] };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuse %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8'])(
    'accept %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});

describe('endpoint URLs', () => {
  it('are https, without credentials; http only for allowed hosts or with private networks allowed', () => {
    expect(parseEndpointUrl('https://hooks.example.com/in', strict).host).toBe('hooks.example.com');
    expect(() => parseEndpointUrl('http://hooks.example.com/in', strict)).toThrow(/must use https/);
    expect(
      parseEndpointUrl('http://hooks.example.com/in', { ...strict, httpHosts: ['hooks.example.com'] })
        .protocol,
    ).toBe('http:');
    expect(parseEndpointUrl('http://127.0.0.1:9/in', open).protocol).toBe('http:');
    expect(() => parseEndpointUrl('ftp://hooks.example.com', strict)).toThrow(/absolute https/);
    expect(() => parseEndpointUrl('not a url', strict)).toThrow(/absolute https/);
    expect(() => parseEndpointUrl('https://user:pw@hooks.example.com', strict)).toThrow(
      /user name or password/,
    );
    expect(() => parseEndpointUrl(`https://example.com/${'a'.repeat(2000)}`, strict)).toThrow(/at most 2000/);
  });

  it('refuse a host with any non-public address after resolution', async () => {
    const url = new URL('https://internal.example.com/');
    await expect(checkedAddresses(url, strict, resolvesTo('10.1.2.3'))).rejects.toThrow(
      'The host internal.example.com resolves to 10.1.2.3',
    );
    await expect(checkedAddresses(url, strict, resolvesTo('93.184.216.34', '127.0.0.1'))).rejects.toThrow(
      /127\.0\.0\.1/,
    );
    await expect(checkedAddresses(url, strict, resolvesTo('93.184.216.34'))).resolves.toHaveLength(1);
    await expect(checkedAddresses(url, open, resolvesTo('10.1.2.3'))).resolves.toHaveLength(1);
    await expect(checkedAddresses(new URL('https://[::ffff:10.0.0.1]/'), strict)).rejects.toThrow(
      /non-public/,
    );
    await expect(
      checkedAddresses(url, strict, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).rejects.toThrow('could not be resolved');
  });

  it('refuse `localhost` through the real resolver', async () => {
    await expect(checkedAddresses(new URL('https://localhost/'), strict)).rejects.toThrow(/non-public/);
  });
});

describe('the connection lookup', () => {
  const lookup = (policy = strict, resolve = resolvesTo('10.0.0.7')) =>
    new Promise<{ error: Error | null; address: unknown }>((done) =>
      guardedLookup(policy, resolve)('internal.example.com', { all: true }, (error, address) =>
        done({ error, address }),
      ),
    );

  it('fails the connection for a private answer and hands over exactly the checked addresses', async () => {
    expect((await lookup()).error?.message).toMatch(/non-public/);
    expect(await lookup(strict, resolvesTo('93.184.216.34'))).toEqual({
      error: null,
      address: [{ address: '93.184.216.34', family: 4 }],
    });
  });
});

describe('sending', () => {
  it('never connects to a private address unless allowed, and does not follow redirects', async () => {
    let hits = 0;
    const target = createServer((_req, res) => {
      hits += 1;
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const port = (target.address() as AddressInfo).port;
    try {
      const loopback = `http://127.0.0.1:${port}/hook`;
      const refused = await postWebhook(loopback, {}, '{}', { ...strict, httpHosts: ['127.0.0.1'] });
      expect(refused).toMatchObject({ ok: false, statusCode: null });
      expect(refused.excerpt).toMatch(/non-public/);
      const byName = await postWebhook(`http://localhost:${port}/hook`, {}, '{}', {
        ...strict,
        httpHosts: ['localhost'],
      });
      expect(byName).toMatchObject({ ok: false, statusCode: null });
      expect(hits).toBe(0);
      const allowed = await postWebhook(loopback, {}, '{}', open);
      expect(allowed).toMatchObject({ ok: false, statusCode: 302 });
      expect(hits).toBe(1);
    } finally {
      target.close();
    }
  });

  it('gives up after the timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      const result = await postWebhook(url, {}, '{}', open, 200);
      expect(result).toMatchObject({ ok: false, statusCode: null, excerpt: 'No answer within 0.2 s' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
