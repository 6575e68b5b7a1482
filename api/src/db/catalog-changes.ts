import { Client } from 'pg';

/** The PostgreSQL channel every instance LISTENs on; a catalog write NOTIFYs it. */
export const CATALOG_CHANNEL = 'catalog_changed';

/** `SELECT pg_notify(...)` text, for any connection that changed the catalog. */
export const NOTIFY_CATALOG_CHANGED_SQL = `SELECT pg_notify('${CATALOG_CHANNEL}', $1)`;

export interface CatalogChangeListener {
  /** Resolves once the first LISTEN is in place (or failed: retries go on in the background). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A dedicated connection (not from the pool: LISTEN belongs to one session) that LISTENs on
 * `catalog_changed` and calls `onChange` for every notification. When the connection drops it
 * reconnects with backoff and calls `onChange` once it is back, since notifications sent
 * meanwhile are lost.
 */
export function listenForCatalogChanges(
  databaseUrl: string,
  onChange: (payload: string) => void,
  options: { onError?: (error: Error) => void; retryMs?: number; maxRetryMs?: number } = {},
): CatalogChangeListener {
  const baseRetry = options.retryMs ?? 500;
  const maxRetry = options.maxRetryMs ?? 10_000;
  let client: Client | undefined;
  let closed = false;
  let retry = baseRetry;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    timer.unref();
    retry = Math.min(retry * 2, maxRetry);
  };

  const connect = async () => {
    const current = new Client({
      connectionString: databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client = current;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      options.onError?.(error);
      current.removeAllListeners('notification');
      current.end().catch(() => undefined);
      if (client === current) client = undefined;
      scheduleReconnect();
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('catalog change listener disconnected')));
    current.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) onChange(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CATALOG_CHANNEL}`);
      if (closed) return void current.end().catch(() => undefined);
      retry = baseRetry;
      if (everConnected) onChange('listener-reconnected');
      everConnected = true;
    } catch (error) {
      fail(error as Error);
    } finally {
      markReady();
    }
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        current.removeAllListeners('error');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
