import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, any> };
}

/** A real HTTP receiver for webhook tests: records every POST; `answer` decides each reply. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** The status to answer a request with (default 204). */
  answer: (request: ReceivedWebhook, countOnPath: number) => number = () => 204;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const request: ReceivedWebhook = {
          path: req.url ?? '/',
          headers: req.headers,
          body,
          json: JSON.parse(body),
        };
        this.received.push(request);
        const status = this.answer(request, this.on(request.path).length);
        res
          .writeHead(status, { 'content-type': 'text/plain' })
          .end(status < 300 ? 'ok' : `failing with ${status}`);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  on(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  /**
   * The `webhook.test` events received on `path`: other test files write to the same database at
   * the same time, and their orders and sign-ups reach every endpoint that listens for them.
   */
  testEvents(path: string): ReceivedWebhook[] {
    return this.on(path).filter((request) => request.json.type === 'webhook.test');
  }

  /** Waits until `predicate` holds for what was received (polling), or fails after `timeoutMs`. */
  async waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline)
        throw new Error(`webhook receiver: condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
