import { EventEmitter } from 'node:events';
import pino, { type DestinationStream, type Logger } from 'pino';
import { BatchedLineDestination } from './log-destination';

/**
 * The one logger of the API: JSON lines (pino) on stdout, level from LOG_LEVEL (config.logLevel).
 * What must never reach a log: passwords, cookies, authorization headers, tokens, secrets and full
 * card-like numbers. Request lines (request-lines.ts) carry only id, method, path, route, status
 * and duration (never headers or bodies); the listed keys are redacted at any depth, in plain
 * objects and class instances alike, and every logged string has runs of 13-19 digits masked to
 * their last four.
 *
 * One formatter walks each log object instead of pino's `redact` paths: those cost ~15 µs a line
 * here (as much as a whole cached catalog answer), the walk ~1 µs for a request line.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'sessionSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'cardNumber',
  'card',
  'cvc',
  'cvv',
  'apiKey',
];
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));

const CARD_LIKE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** Replaces card-like digit runs (13-19 digits, spaces or dashes allowed) by their last four. */
export function maskCardNumbers(text: string): string {
  // Shorter text holds no run of 13 digits (most of a request line's fields).
  if (text.length < 13) return text;
  return text.replace(CARD_LIKE, (match) => `[card …${match.replace(/\D/g, '').slice(-4)}]`);
}

/** Query keys whose values are never written: secrets, personal data, GraphQL documents. */
const SECRET_QUERY_KEY = /pass|token|secret|key|auth|session|card|code|email|query|variables|extensions/i;
const GRAPHQL_PATH = /^\/graphql\/?$/i;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Query strings may carry anything: keep their keys, mask the values of secret-looking ones.
 * A GraphQL GET carries the whole operation there, variables included (a sign-in's password), so
 * /graphql keeps only its operation name.
 */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const [pathname, query] = url.split('?', 2);
  if (query === undefined) return maskCardNumbers(pathname);
  if (GRAPHQL_PATH.test(pathname)) {
    const operationName = new URLSearchParams(query).get('operationName');
    return maskCardNumbers(
      operationName && OPERATION_NAME.test(operationName)
        ? `${pathname}?operationName=${operationName}`
        : pathname,
    );
  }
  const masked = query
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=', 1);
      return SECRET_QUERY_KEY.test(key) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return maskCardNumbers(`${pathname}?${masked}`);
}

const MAX_DEPTH = 6;

/**
 * What a database error carries besides its message: TypeORM's QueryFailedError copies the SQL
 * (`query`) and its `parameters` (personal data, password hashes) and keeps pg's error as
 * `driverError`; pg's own error adds `detail` ("Key (email)=(…) already exists") and
 * `internalQuery`. None of it may reach a log: the message, code and stack say what failed.
 */
const DATABASE_ERROR_FIELDS = new Set(
  ['parameters', 'driverError', 'query', 'queryText', 'sql', 'internalQuery', 'detail', 'where'].map((key) =>
    key.toLowerCase(),
  ),
);

function withoutDatabaseFields(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutDatabaseFields(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DATABASE_ERROR_FIELDS.has(key.toLowerCase())) out[key] = withoutDatabaseFields(item, depth + 1);
  }
  return out;
}

/** pino's error serializer (type, message, stack, own fields), minus database fields, masked. */
function serializeError(error: unknown): object {
  const serialized = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return maskDeep(withoutDatabaseFields(serialized)) as object;
}

/** What JSON.stringify would write, with secret keys redacted and card-like numbers masked. */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (value === null || typeof value !== 'object') return value;
  // An error under any key is serialized as `err` is (a bare Error would be written with every
  // enumerable field: a QueryFailedError's parameters). Emitters (sockets, requests) are live
  // objects, not data; buffers are bytes.
  if (value instanceof Error) return serializeError(value);
  if (value instanceof EventEmitter || Buffer.isBuffer(value)) return value;
  // Past the depth a secret could hide unseen: cut, rather than write it unmasked.
  if (depth > MAX_DEPTH) return '[truncated]';
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return maskDeep((value as { toJSON(): unknown }).toJSON(), depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY_SET.has(key.toLowerCase()) ? '[redacted]' : maskDeep(item, depth + 1);
  }
  return out;
}

/** Loggers whose lines are this file's format: `writeFlatLine` may write theirs by hand. */
const loggersOfThisFile = new WeakSet<Logger>();

export function createLogger(
  level: string = process.env.LOG_LEVEL || 'info',
  destination?: DestinationStream,
): Logger {
  const created = pino(
    {
      level,
      base: { pid: process.pid },
      serializers: {
        err: serializeError,
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => maskDeep(object) as Record<string, unknown>,
      },
      hooks: {
        // The message string is not part of `object`: mask it too.
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
  // writeFlatLine writes these loggers' lines by hand: a change to the options above is one there too.
  loggersOfThisFile.add(created);
  return created;
}

/**
 * The process-wide logger; `startServer` sets its level from the config. Its lines are written in
 * chunks of whole lines, synchronously, at most 20 ms late (log-destination.ts).
 */
export const logger: Logger = createLogger(
  undefined,
  new BatchedLineDestination(pino.destination({ dest: 1, sync: true })),
);

const { chindingsSym, mixinSym, needsMetadataGsym, streamSym, timeSym } = pino.symbols;

/** `,"key":` of the keys flat lines have used (a handful, named in code); undefined for a secret key. */
const keyPrefixes = new Map<string, string | undefined>();

function keyPrefix(key: string): string | undefined {
  if (keyPrefixes.has(key)) return keyPrefixes.get(key);
  const prefix = SECRET_KEY_SET.has(key.toLowerCase()) ? undefined : `,${JSON.stringify(key)}:`;
  if (keyPrefixes.size < 256) keyPrefixes.set(key, prefix);
  return prefix;
}

export type LevelName = 'debug' | 'info' | 'warn' | 'error';

/**
 * Writes a line of strings and numbers exactly as `base[level](fields, msg)` would (level, time,
 * bindings, the fields in order, msg; strings masked), without pino's general path: the request
 * line of a cached catalog answer spent ~14 µs there, about a quarter of the answer's CPU, and
 * ~8 µs written here. pino writes the line itself when it adds something of its own: a mixin
 * (tracing's trace_id and span_id), a stream that wants pino's metadata, a logger not made by
 * `createLogger` (a child included).
 */
export function writeFlatLine(
  base: Logger,
  level: LevelName,
  fields: Readonly<Record<string, string | number | undefined>>,
  msg: string,
): void {
  if (!base.isLevelEnabled(level)) return;
  const internals = base as unknown as Record<symbol, unknown>;
  const stream = internals[streamSym] as DestinationStream & Record<symbol, unknown>;
  if (!loggersOfThisFile.has(base) || internals[mixinSym] || stream[needsMetadataGsym]) {
    base[level](fields, msg);
    return;
  }
  let line = `{"level":"${level}"${(internals[timeSym] as () => string)()}${internals[chindingsSym] as string}`;
  for (const key of Object.keys(fields)) {
    const value: unknown = fields[key];
    const prefix = keyPrefix(key);
    if (prefix === undefined) line += `,${JSON.stringify(key)}:"[redacted]"`;
    else if (typeof value === 'string') line += prefix + JSON.stringify(maskCardNumbers(value));
    else if (typeof value === 'number') line += prefix + JSON.stringify(value);
    else if (value !== undefined) {
      // Anything else (a caller outside TypeScript's eye) is masked in depth by pino's path.
      base[level](fields, msg);
      return;
    }
  }
  stream.write(`${line},"msg":${JSON.stringify(maskCardNumbers(msg))}}\n`);
}
