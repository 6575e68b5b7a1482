import { Writable } from 'node:stream';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, safeUrl } from './logger';
import { requestLogger } from './request-lines';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { id } }';
// Distinctive enough that no request id or timestamp can contain them by chance ("ada" once matched a UUID).
const EMAIL_LOCAL_PART = 'ada-lovelace-logged';
const VARIABLES = JSON.stringify({
  input: { email: `${EMAIL_LOCAL_PART}@example.com`, password: 'hunter2-secret' },
});

describe('request lines of GraphQL GET requests', () => {
  it('keep only the path and the operation name of /graphql, never the document or variables', () => {
    const url = `/graphql?query=${encodeURIComponent(LOGIN)}&variables=${encodeURIComponent(VARIABLES)}&operationName=Login`;
    expect(safeUrl(url)).toBe('/graphql?operationName=Login');
    expect(safeUrl(`/graphql/?variables=${encodeURIComponent(VARIABLES)}`)).toBe('/graphql/');
    expect(safeUrl(`/GraphQL?extensions=%7B%7D&operationName=%3Cscript%3E`)).toBe('/GraphQL');
  });

  it('redact email addresses and documents in other query strings', () => {
    expect(safeUrl('/api/admin/orders?email=ada%40example.com&status=paid')).toBe(
      '/api/admin/orders?email=[redacted]&status=paid',
    );
    expect(safeUrl('/api/x?query=abc&page=2')).toBe('/api/x?query=[redacted]&page=2');
  });

  it('are what the server writes for a GET /graphql with a password in its variables', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogger(createLogger('info', sink)));
    app.get('/graphql', (_req, res) => {
      res.json({ data: null });
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const query = `query=${encodeURIComponent(LOGIN)}&variables=${encodeURIComponent(VARIABLES)}`;
      await (await fetch(`http://127.0.0.1:${port}/graphql?${query}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/graphql"');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain(EMAIL_LOCAL_PART);
    expect(log).not.toContain('example.com');
  });
});
