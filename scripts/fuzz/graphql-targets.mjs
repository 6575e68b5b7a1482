// Every query and mutation of schema.graphql, generated from the schema itself (so new operations
// are fuzzed without editing this file), plus transport-level abuse of /graphql.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deepNesting, encodeAny, malformedBody, mutate, nastyString, nastyValue } from './values.mjs';

export function loadGraphql(root) {
  const require = createRequire(path.join(root, 'api/package.json'));
  const graphql = require('graphql');
  const schema = graphql.buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  } catch {
    manifest = {};
  }
  return { graphql, schema, manifest };
}

function selection(graphql, type, depth) {
  const named = graphql.getNamedType(type);
  if (!graphql.isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((field) => field.args.length === 0);
  const parts = fields
    .map((field) => {
      const inner = graphql.getNamedType(field.type);
      if (graphql.isLeafType(inner)) return field.name;
      return depth < 2 ? `${field.name} ${selection(graphql, field.type, depth + 1)}` : '';
    })
    .filter(Boolean);
  return `{ ${parts.join(' ') || '__typename'} }`;
}

/** One target per root field: an operation with a variable for each argument. */
export function graphqlTargets({ graphql, schema }) {
  const targets = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ]) {
    for (const field of Object.values(root.getFields())) {
      const defs = field.args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const document = `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(graphql, field.type, 0)} }`;
      targets.push({ name: `graphql ${field.name}`, kind, field, document });
    }
  }
  return targets;
}

const SCALARS = {
  String: (random) => random.pick(['ada@example.com', 'DE', 'text', 'open']),
  Int: (random) => random.pick([0, 1, 10, 500]),
  Boolean: (random) => random.chance(0.5),
  DateTimeISO: (random) => random.pick(['2024-01-01T00:00:00.000Z', new Date().toISOString()]),
  JSONObject: () => ({ utmSource: 'news', url: '/checkout' }),
};

/** A value of the argument's declared type, built from real ids where the name says which. */
export function validValue(graphql, random, world, type, name = '') {
  if (graphql.isNonNullType(type)) return validValue(graphql, random, world, type.ofType, name);
  if (graphql.isListType(type))
    return Array.from({ length: random.int(0, 2) }, () =>
      validValue(graphql, random, world, type.ofType, name),
    );
  if (graphql.isEnumType(type)) return random.pick(type.getValues()).name;
  if (graphql.isInputObjectType(type)) {
    const out = {};
    for (const field of Object.values(type.getFields()))
      out[field.name] = validValue(graphql, random, world, field.type, field.name);
    return out;
  }
  if (type.name === 'ID') {
    const kinds = { productId: 'product', checkoutId: 'checkout' };
    return random.pick(world.ids[kinds[name]] ?? world.ids.any);
  }
  if (name === 'email' || name === 'customerEmail') return 'ada@example.com';
  if (name === 'password') return 'secret123';
  if (name === 'message') return 'A message long enough for the ticket rules.\nThanks!';
  if (name === 'sessionId') return random.uuid();
  return (SCALARS[type.name] ?? SCALARS.String)(random);
}

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

function post(body, headers = {}) {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

function get(params, headers = PREFLIGHT) {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeAny(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return { method: 'GET', path: `/graphql?${query}`, headers };
}

/** One request for a root-field target, over POST or GET, with variables broken or not. */
export function graphqlRequest(random, world, gq, target) {
  const variables = {};
  for (const arg of target.field.args)
    variables[arg.name] = validValue(gq.graphql, random, world, arg.type, arg.name);
  let kind = 'valid';
  let sent = variables;
  const roll = random.next();
  if (roll < 0.6) {
    sent = mutate(random, variables);
    kind = 'mutated-variable';
  } else if (roll < 0.7) {
    sent = random.pick(['not an object', [variables], 42, deepNesting(200)]);
    kind = 'variables-shape';
  }
  const body = { query: target.document, variables: sent, operationName: 'Fuzz' };
  if (random.chance(0.25)) {
    const params = { query: target.document, variables: sent, operationName: 'Fuzz' };
    const headers = random.chance(0.85) ? PREFLIGHT : {};
    return { ...get(params, headers), kind: `get+${kind}` };
  }
  if (random.chance(0.05)) body.operationName = random.pick(['Other', 42, null]);
  return { ...post(body), kind };
}

const SUBSCRIPTIONS = [
  'subscription { products { id } }',
  'subscription Sub { me { id } }',
  'subscription { __typename }',
  'query A { products { id } } subscription B { products { id } }',
];

/** Abuse of the GraphQL transport itself rather than of one operation's arguments. */
export function graphqlSpecialRequest(random, world, gq) {
  const hashes = Object.keys(gq.manifest);
  const hash = hashes.length ? random.pick(hashes) : 'sha256:none';
  const bare = hash.replace(/^sha256:/, '');
  const cases = [
    () => ({ ...post({ query: random.pick(SUBSCRIPTIONS) }), kind: 'subscription' }),
    () => ({
      ...post({ query: SUBSCRIPTIONS[3], operationName: 'B' }),
      kind: 'subscription-by-name',
    }),
    () => ({ ...get({ query: random.pick(SUBSCRIPTIONS) }), kind: 'get-subscription' }),
    () => ({
      ...post({
        extensions: { persistedQuery: { version: random.pick([2, 0, '1', null, -1]), sha256Hash: bare } },
      }),
      kind: 'persisted-version',
    }),
    () => ({
      ...post({ extensions: { persistedQuery: { version: random.pick([1, 2, 3]) } } }),
      kind: 'persisted-no-hash',
    }),
    () => ({
      ...post({
        extensions: {
          persistedQuery: { version: 1, sha256Hash: random.pick(['0'.repeat(64), 'zz', 42, null, {}]) },
        },
      }),
      kind: 'persisted-unknown-hash',
    }),
    () => ({
      ...post({
        documentId: random.pick([hash, bare, 'sha256:nope', 42, {}, ['x']]),
        variables: nastyValue(random),
      }),
      kind: 'document-id',
    }),
    () => ({
      ...post({ extensions: random.pick(['x', [1], null, { persistedQuery: 'x' }, { persistedQuery: [] }]) }),
      kind: 'extensions-shape',
    }),
    () => ({
      ...get({ extensions: { persistedQuery: { version: random.pick([1, 2]), sha256Hash: bare } } }),
      kind: 'get-persisted',
    }),
    () => ({
      ...post({ documentId: hash, variables: mutate(random, { id: random.pick(world.ids.any), items: [] }) }),
      kind: 'trusted-document-variables',
    }),
    () => ({ ...post(malformedBody(random)), kind: 'malformed-body' }),
    () => ({ ...post([{ query: '{ products { id } }' }, { query: '{ me { id } }' }]), kind: 'batch' }),
    () => ({ ...post({ query: random.pick([42, null, {}, ['{ me { id } }'], '']) }), kind: 'query-shape' }),
    () => ({ ...post({ query: nastyString(random) }), kind: 'query-text' }),
    () => ({
      ...post({ query: `{ products { id } ${'a: __typename '.repeat(random.pick([16, 3000]))}}` }),
      kind: 'aliases',
    }),
    () => ({ ...post({ query: `{ ${'me { id '.repeat(30)}${'}'.repeat(30)} }` }), kind: 'depth' }),
    () => ({
      ...post({ query: 'query A { me { id } } query B { products { id } }' }),
      kind: 'two-operations',
    }),
    () => ({
      ...post({ query: 'fragment F on Query { ...G } fragment G on Query { ...F } { ...F }' }),
      kind: 'fragment-cycle',
    }),
    () => ({
      ...post({ query: '{ products @skip(if: "x") { id } me @include(if: $nope) { id } }' }),
      kind: 'directives',
    }),
    () => ({
      ...post({ query: `{ product(id: ${JSON.stringify(nastyString(random))}) { id } }` }),
      kind: 'inline-literal',
    }),
    () => ({ ...post({ query: '{ __schema { types { name fields { name } } } }' }), kind: 'introspection' }),
    () => ({ ...get({ query: 'mutation { logout }' }), kind: 'get-mutation' }),
    () => ({ ...get({ query: '{ products { id } }' }, {}), kind: 'get-no-preflight' }),
    () => ({ ...get({ query: '{ products { id } }', variables: '%E0%A4%A' }), kind: 'get-bad-variables' }),
    () => ({ method: 'GET', path: '/graphql?query=%E0%A4%A', headers: PREFLIGHT, kind: 'get-bad-encoding' }),
    () => ({ method: 'GET', path: '/graphql', headers: { accept: 'text/html' }, kind: 'explorer' }),
    () => ({
      ...post({ query: '{ products { id } }' }),
      headers: {
        'content-type': 'application/json',
        'content-encoding': random.pick(['gzip', 'deflate', 'br', 'foo']),
      },
      kind: 'content-encoding',
    }),
    () => ({
      ...post({ query: '{ products { id } }' }),
      headers: {
        'content-type': random.pick([
          'text/plain',
          'application/graphql',
          'application/json; charset=utf-16',
          '',
        ]),
      },
      kind: 'content-type',
    }),
    () => ({
      method: random.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']),
      path: '/graphql',
      headers: {},
      kind: 'method',
    }),
  ];
  return random.pick(cases)();
}
