// The reads bench:scale times (issue 18, items 2 and 4): each list's first page, its last page
// (reached by following the cursors to the end once, before timing), each filter, the customer's
// own lists, the funnel over 30 and 90 days, and the REST equivalents. Admin reads send the
// GraphQL text (staff may); customer reads use the web's trusted (persisted) document when it has
// one, else are marked unavailable (the REST rows still measure the same lists).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../bench/settings.mjs';

export const PAGE = 50;
/** Page size used to walk to the end (the largest `first` allowed): fewer requests. */
const WALK = 100;

const ORDER_NODE =
  'id status totalAmount customerName customerEmail createdAt items { quantity price product { name } }';
const NODES = {
  orders: ORDER_NODE,
  users: 'id email firstName lastName role createdAt',
  tickets: 'id fullName email subject status createdAt updatedAt',
  waitlistEntries: 'id email productId userId createdAt',
};

/** `field(first: …, after: …, filter: {…})` with the values written inline (no type names needed). */
function args(first, after, filter) {
  const parts = [`first: ${first}`];
  if (after) parts.push(`after: ${JSON.stringify(after)}`);
  const entries = Object.entries(filter ?? {});
  if (entries.length)
    parts.push(`filter: {${entries.map(([k, v]) => `${k}: ${v.enum ?? JSON.stringify(v)}`).join(', ')}}`);
  return parts.join(', ');
}

const enumValue = (name) => ({ enum: name });

/** The connection at `at` (['orders'] or ['me', 'orders']) as a query selecting `selection`. */
function connectionQuery(at, argText, selection) {
  const [first, second] = at;
  const inner = `${second ?? first}(${argText}) { ${selection} }`;
  return `query { ${second ? `${first} { ${inner} }` : inner} }`;
}

/** An admin list's page as its screen reads it (with the total it shows). */
const pageSelection = (field) =>
  `totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NODES[field]} } }`;

function graphqlBody(query) {
  return JSON.stringify({ query });
}

/** The web's persisted document for the signed-in customer's `me { <field>(first, after) }`. */
function customerDocument(field) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  } catch {
    return undefined;
  }
  for (const [hash, text] of Object.entries(manifest)) {
    const query = /^query (\w+)\(([^)]*)\)/.exec(text);
    if (!query || !/\$first\b/.test(query[2]) || !/\$after\b/.test(query[2])) continue;
    if (new RegExp(`\\bme\\s*\\{[^]*\\b${field}\\s*\\(`).test(text))
      return { name: query[1], hash: hash.replace(/^sha256:/, '') };
  }
  return undefined;
}

async function postJson(url, cookie, body) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${response.status} ${text.slice(0, 200)}`);
  }
  if (json.errors?.length)
    throw new Error(
      json.errors
        .map((e) => e.message)
        .join('; ')
        .slice(0, 200),
    );
  return json.data;
}

/**
 * Walks a GraphQL connection to its end (WALK a page) and answers the `after` whose page of PAGE
 * is the list's last full page: the cursor of the edge PAGE + 1 from the end (null when the whole
 * list fits on one page). The walk's last two pages always hold that edge, since WALK ≥ PAGE.
 */
async function lastPageAfter(url, cookie, at, pageBody) {
  let after = null;
  let previous = [];
  let rows = 0;
  for (;;) {
    const data = await postJson(url, cookie, pageBody(WALK, after));
    const connection = at.reduce((value, key) => value?.[key], data);
    if (!connection) throw new Error(`no ${at.join('.')} in the answer`);
    rows += connection.edges.length;
    if (!connection.pageInfo.hasNextPage) {
      const cursors = [...previous, ...connection.edges].map((edge) => edge.cursor);
      return { after: rows > PAGE ? cursors[cursors.length - 1 - PAGE] : null, rows };
    }
    previous = connection.edges;
    after = connection.pageInfo.endCursor;
  }
}

/** Follows `Link: <…>; rel="next"` from `firstPath` (limit WALK) to the end: the last page's path. */
async function lastRestPath(url, cookie, firstPath) {
  let next = firstPath.replace(`limit=${PAGE}`, `limit=${WALK}`);
  let last = firstPath;
  let pages = 0;
  while (next) {
    const response = await fetch(`${url}${next}`, { headers: { cookie } });
    if (response.status !== 200)
      throw new Error(`${next}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    await response.arrayBuffer();
    pages += 1;
    const link = /<([^>]+)>\s*;\s*rel="?next"?/.exec(response.headers.get('link') ?? '')?.[1];
    if (!link) break;
    const target = new URL(link, url);
    next = `${target.pathname}${target.search}`;
    last = next.replace(`limit=${WALK}`, `limit=${PAGE}`);
  }
  if (pages === 0) throw new Error(`${firstPath}: no page`);
  return last;
}

/**
 * The reads, each `{ name, prepare(ctx) }`: prepare walks to the end where needed and returns the
 * autocannon request (path, method, headers, body) and optionally `check(headers, json)`, which
 * throws when the answer breaks the contract. `ctx` = { url, admin, customer (cookies),
 * productId, customerEmail, funnel: {d30, d90} }.
 */
export function scaleReads() {
  const reads = [];
  const add = (name, prepare) => reads.push({ name, prepare });
  const json = (cookie, body) => ({
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });

  const lists = [
    {
      field: 'orders',
      filters: { status: () => enumValue('pending'), customerEmail: (ctx) => ctx.customerEmail },
    },
    { field: 'users', filters: { role: () => enumValue('user') } },
    { field: 'tickets', filters: { status: () => enumValue('open') } },
    { field: 'waitlistEntries', filters: { productId: (ctx) => ctx.productId } },
  ];
  for (const { field, filters } of lists) {
    const page = (first, after, filter) =>
      graphqlBody(connectionQuery([field], args(first, after, filter), pageSelection(field)));
    add(`${field} first page`, (ctx) => json(ctx.admin, page(PAGE)));
    add(`${field} last page`, async (ctx) => {
      const walkBody = (first, after) =>
        graphqlBody(
          connectionQuery([field], args(first, after), 'pageInfo { hasNextPage endCursor } edges { cursor }'),
        );
      const { after } = await lastPageAfter(ctx.url, ctx.admin, [field], walkBody);
      return json(ctx.admin, page(PAGE, after));
    });
    for (const [key, value] of Object.entries(filters)) {
      add(`${field} filter ${key}`, (ctx) => json(ctx.admin, page(PAGE, null, { [key]: value(ctx) })));
    }
  }

  // The 2,000-order customer's own lists, by the web's trusted documents.
  for (const field of ['orders', 'subscriptions']) {
    const persisted = (first, after) => {
      const document = customerDocument(field);
      if (!document) throw new Error(`the web has no trusted document for me { ${field}(first, after) } yet`);
      return JSON.stringify({
        operationName: document.name,
        variables: { first, ...(after ? { after } : {}) },
        extensions: { persistedQuery: { version: 1, sha256Hash: document.hash } },
      });
    };
    add(`me.${field} first page`, (ctx) => json(ctx.customer, persisted(PAGE)));
    add(`me.${field} last page`, async (ctx) => {
      const { after } = await lastPageAfter(ctx.url, ctx.customer, ['me', field], persisted);
      return json(ctx.customer, persisted(PAGE, after));
    });
  }

  for (const days of [30, 90]) {
    add(`checkoutFunnel ${days} days`, (ctx) => {
      const { from, to } = ctx.funnel[days];
      return json(
        ctx.admin,
        graphqlBody(
          `query { checkoutFunnel(from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)}) { from to steps { eventType sessions } } }`,
        ),
      );
    });
  }

  // The REST contract: a JSON array of at most `limit`, admin lists with X-Total-Count.
  const rest = (name, cookieOf, firstPath, last) =>
    add(name, async (ctx) => {
      const cookie = cookieOf(ctx);
      const restPath = last ? await lastRestPath(ctx.url, cookie, firstPath) : firstPath;
      const check = (headers, body) => {
        if (!Array.isArray(body) || body.length > PAGE) throw new Error(`not an array of at most ${PAGE}`);
        if (restPath.startsWith('/api/admin/') && !headers.has('x-total-count'))
          throw new Error('no X-Total-Count header');
      };
      return { path: restPath, method: 'GET', headers: { cookie }, check };
    });
  rest('REST /api/admin/orders first page', (ctx) => ctx.admin, `/api/admin/orders?limit=${PAGE}`);
  rest('REST /api/admin/orders last page', (ctx) => ctx.admin, `/api/admin/orders?limit=${PAGE}`, true);
  rest('REST /api/orders first page (customer)', (ctx) => ctx.customer, `/api/orders?limit=${PAGE}`);
  rest('REST /api/orders last page (customer)', (ctx) => ctx.customer, `/api/orders?limit=${PAGE}`, true);
  rest(
    'REST /api/subscriptions first page (customer)',
    (ctx) => ctx.customer,
    `/api/subscriptions?limit=${PAGE}`,
  );
  add('REST /api/admin/checkout-funnel 90 days', (ctx) => {
    const { from, to } = ctx.funnel[90];
    return {
      path: `/api/admin/checkout-funnel?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      method: 'GET',
      headers: { cookie: ctx.admin },
    };
  });
  return reads;
}

/**
 * The requests for the memory round: the largest pages (first: 100, items included) of the
 * admin lists and REST's admin orders, read by 10 connections together.
 */
export function largestPages(ctx) {
  return [
    ...['orders', 'users', 'tickets', 'waitlistEntries'].map((field) => ({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ctx.admin },
      body: graphqlBody(connectionQuery([field], args(WALK), pageSelection(field))),
    })),
    { path: `/api/admin/orders?limit=${WALK}`, method: 'GET', headers: { cookie: ctx.admin } },
  ];
}
