import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sessionReader } from '../../auth/session';
import { graphqlValidationRules } from '../../graphql/apollo';
import { laneOperations } from '../../graphql/lane-operations';
import { buildApiSchema } from '../../graphql/schema';
import { loadTrustedDocuments, type TrustedDocumentManifest } from '../../graphql/trusted-documents';
import type { TestServer } from '../../test/test-server';
import { answerCompression } from '../answer-compression';
import type { JsonPostRoute } from '../async-route';
import { securityHeaders } from '../security';
import { signedInLane } from './signed-in-lane';

/** The status of the stand-in for Express: the lane handed the request on. */
export const FELL_THROUGH = 299;

export const webManifest: TrustedDocumentManifest = loadTrustedDocuments(
  path.resolve(__dirname, '../../../../web/src/gql/persisted-documents.json'),
);

export interface LaneTestServer {
  url: string;
  /** Requests the lane handed on, with the body Express would have read. */
  handedOn: string[];
  close(): Promise<void>;
}

/**
 * The lane in front of a stand-in for Express that says it was reached, on the database and
 * session secret of `express` (a test server with the lane off, so it is the Express path alone).
 */
export async function startLaneBeside(
  express: TestServer,
  restRoutes: readonly JsonPostRoute[] = [],
): Promise<LaneTestServer> {
  const schema = await buildApiSchema();
  const handedOn: string[] = [];
  const handler = signedInLane({
    schema,
    operations: laneOperations(schema, webManifest, graphqlValidationRules('staff')),
    restRoutes,
    services: express.services,
    sessionSecret: 'test-session-secret',
    trustProxy: false,
    readSession: sessionReader(express.db),
    securityHeaders: securityHeaders(),
    compress: answerCompression(),
  })((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handedOn.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(FELL_THROUGH).end();
    });
  });
  const lane = createServer(handler);
  await new Promise<void>((resolve) => lane.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(lane.address() as AddressInfo).port}`,
    handedOn,
    close: () =>
      new Promise<void>((resolve, reject) => lane.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A JSON POST; the answer's status, headers and text. */
export async function postJson(url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Headers that differ between any two answers. */
const VARYING = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
/** Express's weak ETag (length and hash of the body), whatever the body. */
const WEAK_ETAG = /^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/;
/** The headers that say how an answer was made: an ETag only by its form (bodies differ by ids). */
export function stableHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(
    [...headers]
      .filter(([name]) => !VARYING.has(name))
      .map(([name, value]) => [name, name === 'etag' && WEAK_ETAG.test(value) ? 'W/"length-sha1"' : value]),
  );
}
