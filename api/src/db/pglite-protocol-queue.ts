import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The parts of pglite-socket's internal query queue this patch relies on (version 0.2.17). */
interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}
interface QueryQueue {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/** Extended-protocol messages that must stay with their connection until its Sync. */
const EXTENDED_QUERY_PARTS = new Set(['P', 'B', 'D', 'E', 'H', 'C', 'F', 'd', 'c', 'f']);

/**
 * Every socket connection shares PGlite's single backend session, and pglite-socket interleaves
 * connections message by message. Outside a transaction it may run connection B's Parse between
 * connection A's Parse and Bind, and A then binds B's unnamed statement ("bind message supplies 1
 * parameters, but prepared statement "" requires 2"), or worse, runs it. This keeps the queue on
 * one connection from its first extended-protocol message to its Sync, as pglite-socket already
 * does for open transactions; it also clears the queue's busy flag after a failed message.
 *
 * This patches a private part of pglite-socket (its `queryQueue`), on purpose: the library has no
 * public API to order or serialise connections (PGLiteSocketServer's options are db, port, host,
 * path, inspect, debug, idleTimeout and maxConnections; `queryQueue` is private and its class,
 * QueryQueueManager, is not exported; the exported PGLiteSocketHandler accepts a queue, but
 * using it would mean re-writing the server and its queue), and without it concurrent pooled
 * queries fail or run the wrong statement. The version is pinned in package.json (0.2.17) for that reason; on an upgrade,
 * check these internals (the QueryQueue interface above) first.
 */
export function serializeExtendedQueries(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let midQuery = false;

  queue.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const sticky = (midQuery || this.db.isInTransaction()) && this.lastHandlerId !== null;
        const index = sticky ? this.queue.findIndex((item) => item.handlerId === this.lastHandlerId) : 0;
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          midQuery = false;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        midQuery = EXTENDED_QUERY_PARTS.has(String.fromCharCode(item.message[0] ?? 0));
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }.bind(queue);

  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId: number) => {
    if (queue.lastHandlerId === handlerId) midQuery = false;
    await clearTransaction(handlerId);
    await queue.processQueue();
  };
}
