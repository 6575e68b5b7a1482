import http from 'node:http';

export interface LoadResponse {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/**
 * A bounded HTTP client for load in proof tests: keep-alive sockets, at most `maxSockets` at once
 * (2 cores here: the load must stay light enough to prove behaviour, not to measure speed).
 */
export class LoadClient {
  readonly agent: http.Agent;

  constructor(
    readonly baseUrl: string,
    maxSockets = 16,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LoadResponse> {
    const started = Date.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        this.baseUrl + path,
        {
          method,
          agent: this.agent,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              parsed = text;
            }
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              headers: res.headers,
              ms: Date.now() - started,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('client timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `task` for every item with at most `concurrency` at once. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Proof tests that need a real PostgreSQL server say why they are skipped. */
export function describePostgres(title: string, body: () => void): void {
  if (process.env.HT_TEST_DATABASE_MODE === 'postgresql') {
    describe(title, body);
    return;
  }
  describe.skip(`${title} [skipped: needs PostgreSQL — run with TEST_DATABASE_URL]`, body);
  // Jest hides console output of fully skipped files: write the reason straight to stdout.
  process.stdout.write(
    `skipped "${title}": it needs a real PostgreSQL server (TEST_DATABASE_URL); this run uses the embedded one\n`,
  );
}
