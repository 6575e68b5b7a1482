import { Writable } from 'node:stream';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import pino from 'pino';
import { createLogger, maskCardNumbers, safeUrl, writeFlatLine } from './logger';
import { fastLaneRequestLog, requestLogger } from './request-lines';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

/** Serves `app` on a free port, runs `requests` against its base URL, waits for the lines, stops. */
async function served(app: express.Express, requests: (base: string) => Promise<void>): Promise<void> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await requests(`http://127.0.0.1:${port}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  server.close();
}

describe('structured logs', () => {
  it('never writes passwords, cookies, tokens, authorization or full card numbers', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        password: 'hunter2',
        body: { user: { password: 'deep-secret', token: 'tok-123' } },
        headers: { authorization: 'Bearer abc', cookie: 'ht.sid=s%3Asecret' },
        card: '4111 1111 1111 1111',
        note: 'paid with 4111-1111-1111-1111',
      },
      'order for card 5500005555555559',
    );
    logger.error({ err: new Error('declined 4012888888881881') }, 'boom');
    class Account {
      constructor(
        readonly email: string,
        readonly passwordHash: string,
      ) {}
    }
    logger.info({ account: new Account('a@example.com', '$argon2id$leaked'), at: new Date(0) }, 'entity');
    logger.info({ a: { b: { c: { d: { e: { f: { g: { h: { password: 'too-deep' } } } } } } } } }, 'deep');
    const text = JSON.stringify(lines);
    for (const secret of [
      'hunter2',
      'deep-secret',
      'tok-123',
      'Bearer abc',
      'ht.sid',
      '4111 1111',
      '4111-1111',
      '5500005555555559',
      '4012888888881881',
      '$argon2id$leaked',
      'too-deep',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      level: 'info',
      note: 'paid with [card …1111]',
      msg: 'order for card [card …5559]',
    });
    expect(lines[1]).toMatchObject({ level: 'error', err: { message: 'declined [card …1881]' } });
    expect(lines[2]).toMatchObject({
      account: { email: 'a@example.com', passwordHash: '[redacted]' },
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(maskCardNumbers('order 0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      'order 0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(safeUrl('/api/x?token=abc&page=2')).toBe('/api/x?token=[redacted]&page=2');
  });

  it('never writes the SQL, parameters or driver error of a failed query, under any key', () => {
    const { lines, logger } = capture();
    // What pg and TypeORM raise for a duplicate email: the statement, its parameters (an argon2
    // hash, personal data) and the constraint's detail all ride on the error.
    const driverError = new DatabaseError('duplicate key value violates unique constraint', 0, 'error');
    Object.assign(driverError, {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      internalQuery: 'SELECT secret_internal',
    });
    const failed = new QueryFailedError(
      'INSERT INTO "users"("email", "password_hash") VALUES ($1, $2)',
      ['ada@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      driverError,
    );
    logger.error({ err: failed }, 'request failed');
    logger.error({ error: failed, nested: { cause: failed } }, 'elsewhere');
    const text = JSON.stringify(lines);
    for (const leak of ['ada@example.com', '$argon2id', 'INSERT INTO', 'password_hash', 'secret_internal'])
      expect(text).not.toContain(leak);
    expect(lines[0]).toMatchObject({
      err: {
        type: 'QueryFailedError',
        message: 'duplicate key value violates unique constraint',
        code: '23505',
        stack: expect.stringContaining('QueryFailedError'),
      },
    });
    expect(lines[1]).toMatchObject({ error: { type: 'QueryFailedError', code: '23505' } });
  });

  it('one line per request: request id, method, route, status, duration; level from the config', async () => {
    const { lines, logger } = capture();
    const app = express();
    app.use(requestLogger(logger));
    app.get('/api/orders/:id', (_req, res) => {
      res.status(404).json({ message: 'Not found' });
    });
    await served(app, async (base) => {
      const response = await fetch(`${base}/api/orders/42?token=secret`, {
        headers: { cookie: 'ht.sid=s%3Asecret', authorization: 'Bearer xyz', 'x-request-id': 'trace-1' },
      });
      expect(response.headers.get('x-request-id')).toBe('trace-1');
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId: 'trace-1',
      method: 'GET',
      route: '/api/orders/:id',
      url: '/api/orders/42?token=[redacted]',
      status: 404,
      durationMs: expect.any(Number),
      msg: 'request completed',
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret|Bearer|xyz/);

    logger.level = 'warn';
    logger.info('hidden');
    expect(lines).toHaveLength(1);
  });

  it('logs a failed request with its error: 500 at error with the stack, 503 at warn, probes at debug', async () => {
    const { lines, logger } = capture();
    const app = express();
    app.use(requestLogger(logger));
    app.get('/boom', (_req, res) => {
      res.err = new Error('store exploded for card 4111111111111111');
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
    });
    app.get('/down', (_req, res) => {
      res.err = new Error('connect ECONNREFUSED');
      res.status(503).json({ message: 'Service temporarily unavailable. Please try again shortly.' });
    });
    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    await served(app, async (base) => {
      for (const path of ['/boom', '/down', '/healthz']) await fetch(`${base}${path}`);
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'request failed',
      status: 500,
      url: '/boom',
      err: { message: 'store exploded for card [card …1111]', stack: expect.stringContaining('logger.test') },
    });
    expect(lines[1]).toMatchObject({
      level: 'warn',
      msg: 'request failed',
      status: 503,
      error: 'connect ECONNREFUSED',
    });
    expect(lines[1]).not.toHaveProperty('err');
    expect(JSON.stringify(lines)).not.toContain('4111111111111111');
  });

  it('writes the public cache answers as request lines too, masked, at info', () => {
    const { lines, logger } = capture();
    const log = fastLaneRequestLog(logger);
    const request = {
      reqId: 'r-1',
      method: 'GET',
      url: '/api/products?token=abc',
      route: '/api/products',
      status: 200,
      durationMs: 0,
      cache: 'hit' as const,
    };
    log(request);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request completed',
        ...request,
        url: '/api/products?token=[redacted]',
      }),
    ]);
    logger.level = 'warn';
    log(request);
    expect(lines).toHaveLength(1);
  });
});

describe('lines written without pino', () => {
  const fields = {
    reqId: '4111111111111111',
    method: 'GET',
    url: '/say "hi"\\\n\u2028',
    route: undefined,
    token: 'tok-123',
    secret: undefined,
    status: 200,
    durationMs: 3,
  };

  it('are the very line pino writes, time aside: masked, redacted, escaped, undefined left out', () => {
    const { lines, logger } = capture();
    logger.info(fields, 'request completed for 5500005555555559');
    writeFlatLine(logger, 'info', fields, 'request completed for 5500005555555559');
    expect(lines).toHaveLength(2);
    const [byPino, byHand] = lines.map(({ time, ...rest }) => {
      expect(typeof time).toBe('number');
      return rest;
    });
    expect(Object.keys(byHand)).toEqual(Object.keys(byPino));
    expect(byHand).toEqual(byPino);
    expect(byHand).toMatchObject({ reqId: '[card …1111]', token: '[redacted]', url: fields.url });
    expect(byHand).not.toHaveProperty('route');
    expect(byHand).toHaveProperty('secret', '[redacted]');
  });

  it('leave a field that is neither text nor number to pino, which masks it in depth', () => {
    const { lines, logger } = capture();
    const nested = { status: 200, body: { password: 'hunter2', card: '4111 1111 1111 1111' } };
    writeFlatLine(logger, 'info', nested as unknown as Record<string, number>, 'request completed');
    expect(lines).toEqual([
      expect.objectContaining({ status: 200, body: { password: '[redacted]', card: '[redacted]' } }),
    ]);
  });

  it('leave the line to pino when it adds fields of its own (a mixin: tracing’s trace_id)', () => {
    const { lines, logger } = capture();
    (logger as unknown as Record<symbol, unknown>)[pino.symbols.mixinSym] = () => ({ trace_id: 'abc' });
    writeFlatLine(logger, 'info', { status: 200 }, 'request completed');
    writeFlatLine(logger.child({ worker: 2 }), 'info', { status: 201 }, 'request completed');
    expect(lines).toEqual([
      expect.objectContaining({ trace_id: 'abc', status: 200 }),
      expect.objectContaining({ trace_id: 'abc', worker: 2, status: 201 }),
    ]);
  });

  it('honour the level', () => {
    const { lines, logger } = capture();
    logger.level = 'warn';
    writeFlatLine(logger, 'info', { status: 200 }, 'request completed');
    writeFlatLine(logger, 'warn', { status: 503 }, 'request failed');
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', status: 503 })]);
  });
});
