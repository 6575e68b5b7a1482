// Seeded randomness and the malformed values the fuzzer sends. Everything random goes through one
// generator, so FUZZ_SEED replays the same sequence of requests.

/** mulberry32: small, fast, and good enough to pick test inputs. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    uuid() {
      const hex = () => Math.floor(next() * 16).toString(16);
      const part = (n) => Array.from({ length: n }, hex).join('');
      return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
  return random;
}

const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

/** Strings that have broken text handling somewhere: NUL, C0, lone surrogates, huge, odd Unicode. */
export function nastyString(random) {
  switch (random.int(0, 17)) {
    case 0:
      return 'a\u0000b';
    case 1:
      return '\u0000';
    case 2:
      return `x${random.pick(C0)}y`;
    case 3:
      return 'lone \ud800 high';
    case 4:
      return 'lone \udc00 low';
    case 5:
      return '\udfff\ud800';
    case 6:
      return 'x'.repeat(random.pick([201, 1001, 5001, 70_000]));
    case 7:
      return '\u007f\u0085\u2028\u2029\ufeff';
    case 8:
      return "'; DROP TABLE users; --";
    case 9:
      return '%E0%A4%A';
    case 10:
      return '   ';
    case 11:
      return '';
    case 12:
      return '😀'.repeat(random.int(1, 3000));
    case 13:
      return '${jndi:ldap://x}{{7*7}}<script>alert(1)</script>';
    case 14:
      return 'a@b\u0000.c';
    case 15:
      return `${random.uuid()}\u0000`;
    case 16:
      return '\\u0000';
    default:
      return C0.join('');
  }
}

/** A value of the wrong kind for whatever field it lands in. */
export function nastyValue(random, depth = 0) {
  switch (random.int(0, 13)) {
    case 0:
    case 1:
    case 2:
    case 3:
      return nastyString(random);
    case 4:
      return random.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 99, 100]);
    case 5:
      return random.pick([true, false]);
    case 6:
      return null;
    case 7:
      return depth > 2 ? [] : [nastyValue(random, depth + 1), nastyValue(random, depth + 1)];
    case 8:
      return depth > 2 ? {} : { a: nastyValue(random, depth + 1), '\u0000': 1 };
    case 9:
      return deepNesting(random.pick([5, 50, 500]));
    case 10:
      return random.uuid();
    case 11:
      return 'not-a-uuid';
    case 12:
      return { toString: 'x', __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } };
    default:
      return '2024-13-45T99:99:99Z';
  }
}

export function deepNesting(depth) {
  let value = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Valid-looking data with one field (at any depth) replaced, removed, or retyped. */
export function mutate(random, value, depth = 0) {
  if (value === null || typeof value !== 'object' || depth > 4) return nastyValue(random);
  const copy = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  const roll = random.next();
  if (roll < 0.1) copy[nastyString(random).slice(0, 20) || 'extra'] = nastyValue(random);
  if (!keys.length) return copy;
  const key = random.pick(keys);
  if (roll < 0.25) delete copy[key];
  else if (copy[key] && typeof copy[key] === 'object' && random.chance(0.6))
    copy[key] = mutate(random, copy[key], depth + 1);
  else copy[key] = nastyValue(random);
  return copy;
}

/** Raw bodies that are not the JSON the route expects (or not JSON at all). */
export function malformedBody(random) {
  return random.pick([
    '{"email": ',
    '{',
    '[',
    'null',
    '0',
    '"text"',
    'true',
    '[]',
    '[{"a":1}]',
    '{"a":1}{"b":2}',
    "{'single': 'quotes'}",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\x00"}',
    '\u0000',
    '\ufeff{}',
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    `{"a":"${'x'.repeat(1_100_000)}"}`,
    `[${'['.repeat(3000)}${']'.repeat(3000)}]`,
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    'email=a@b.c&password=secret1',
    '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--boundary--',
  ]);
}

/** Bad ids for path parameters, already in their on-the-wire (percent-encoded) form. */
export function badPathId(random, realIds) {
  return random.pick([
    '%E0%A4%A',
    '%zz',
    '%',
    '%00',
    '%ED%A0%80',
    '%C0%AF',
    '%FF%FE',
    'not-a-uuid',
    random.uuid(),
    random.uuid().toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(5000),
    encodeURIComponent("1' OR '1'='1"),
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '123',
    '-1',
    'null',
    encodeURIComponent(random.pick(realIds.length ? realIds : [random.uuid()])),
    `${encodeURIComponent(random.pick(realIds.length ? realIds : [random.uuid()]))}%00`,
  ]);
}

/** Query strings with repeated, nested, encoded-wrong and oversized parameters. */
export function badQuery(random, names) {
  const name = random.pick(names);
  return random.pick([
    `${name}=%E0%A4%A`,
    `${name}=%00`,
    `${name}=a%00b`,
    `${name}[]=a&${name}[]=b`,
    `${name}[a]=1`,
    `${name}=${'x'.repeat(10_000)}`,
    `${name}=-1`,
    `${name}=1e400`,
    `${name}=99999999999999999999`,
    `${name}=`,
    `${name}=%ED%A0%80`,
    `${name}=${random.uuid()}`,
    `${name}=2024-01-01&${name}=2025-01-01`,
    `${name}=pending`,
    `${name}=admin`,
    `${name}=open`,
    `%zz=1`,
    `${name}=${encodeURIComponent('a\u0001b')}`,
  ]);
}

/** encodeURIComponent that also encodes lone surrogates (as their WTF-8 bytes) instead of throwing. */
export function encodeAny(text) {
  return String(text).replace(/[\s\S]/gu, (char) => {
    if (char.length === 2 || char.charCodeAt(0) < 0xd800 || char.charCodeAt(0) > 0xdfff)
      return encodeURIComponent(char);
    const unit = char.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}
