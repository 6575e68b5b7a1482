import { connect, type Socket } from 'node:net';
import { startTestServer, type TestServer } from '../test/test-server';

// Short limits so the test sees them act; production defaults are 15 s, 30 s and 1000.
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 1500;
const MAX_CONNECTIONS = 3;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

/** Only raw sockets here: fetch's pooled keep-alive connections would count against the cap. */
function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server closes the socket (or gives up after `limitMs`). */
function closedWithin(socket: Socket, limitMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Infinity), limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

/** Sends a complete keep-alive GET /healthz and waits for its whole answer. */
function healthz(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n') && received.endsWith('}')) {
        socket.off('data', onData);
        resolve(received);
      }
    };
    socket.on('data', onData);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients', () => {
  it('drops a connection whose headers never finish, within the headers timeout', async () => {
    const socket = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const elapsed = await closedWithin(socket, 10_000);
    expect(elapsed).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(HEADERS_TIMEOUT_MS + 1500);
  });

  it('drops a request whose body never finishes, within the request timeout', async () => {
    const socket = await open();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    const elapsed = await closedWithin(socket, 10_000);
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
  });

  it('keeps an idle keep-alive connection open past the headers timeout', async () => {
    const socket = await open();
    expect(await healthz(socket)).toMatch(/^HTTP\/1.1 200/);
    await sleep(HEADERS_TIMEOUT_MS * 2.5);
    expect(socket.destroyed).toBe(false);
    expect(await healthz(socket)).toMatch(/^HTTP\/1.1 200/);
    socket.destroy();
  });
});

describe('connection cap (MAX_CONNECTIONS)', () => {
  it('closes connections above the cap on arrival, and accepts again once one ends', async () => {
    await sleep(200); // sockets of the tests above are gone
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, open));
    for (const socket of held) expect(await healthz(socket)).toMatch(/^HTTP\/1.1 200/);
    const extra = await open();
    extra.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    let answered = false;
    extra.on('data', () => (answered = true));
    expect(await closedWithin(extra, 5000)).toBeLessThan(500);
    expect(answered).toBe(false);

    held[0].destroy();
    await sleep(200);
    const next = await open();
    expect(await healthz(next)).toMatch(/^HTTP\/1.1 200/);
    for (const socket of [...held, next]) socket.destroy();
  });
});
