import { startTestServer, TestClient, uniqueEmail, type TestServer } from '../test/test-server';

/**
 * Sign-in attempts are counted before the password is checked, per email, per client address and
 * email, and per client address; REST and GraphQL spend the same points. Each case sends from its
 * own addresses (X-Forwarded-For behind a trusted proxy): the counters live in the run's shared
 * database.
 */
let server: TestServer;
let lastAddress = 0;
const nextAddress = () => `203.0.113.${(lastAddress += 1)}`;

const PER_EMAIL = 4;
const PER_ADDRESS_AND_EMAIL = 3;
const PER_ADDRESS = 6;

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: 'true',
    LOGIN_MAX_FAILURES: String(PER_EMAIL),
    LOGIN_MAX_FAILURES_PER_IP_EMAIL: String(PER_ADDRESS_AND_EMAIL),
    LOGIN_MAX_PER_IP: String(PER_ADDRESS),
  });
});
afterAll(() => server.close());

type Outcome = 'signed-in' | 'wrong' | 'limited';

/** One sign-in over REST or GraphQL from `address`, reduced to what happened. */
async function signIn(
  address: string,
  email: string,
  password: string,
  via: 'rest' | 'graphql' = 'rest',
): Promise<{ outcome: Outcome; message: string }> {
  const client = new TestClient(server.url);
  const headers = { 'x-forwarded-for': address };
  if (via === 'rest') {
    const response = await client.request('POST', '/api/auth/login', { email, password }, headers);
    const outcome = response.status === 200 ? 'signed-in' : response.status === 401 ? 'wrong' : 'limited';
    if (outcome === 'limited') expect(response.status).toBe(429);
    return { outcome, message: response.body?.message };
  }
  const response = await client.request(
    'POST',
    '/graphql',
    {
      query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { email, password } },
    },
    headers,
  );
  const error = response.body.errors?.[0];
  if (!error) return { outcome: 'signed-in', message: '' };
  const code = error.extensions?.code;
  expect(['UNAUTHENTICATED', 'TOO_MANY_REQUESTS']).toContain(code);
  return { outcome: code === 'UNAUTHENTICATED' ? 'wrong' : 'limited', message: error.message };
}

it('counts parallel guesses before checking them: only the allowed number reach the password check', async () => {
  const { email, password } = await server.client().register();
  const guesses = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      signIn(nextAddress(), email, 'wrong-guess', i % 2 === 0 ? 'rest' : 'graphql'),
    ),
  );
  const outcomes = guesses.map((guess) => guess.outcome);
  expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(PER_EMAIL);
  expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(30 - PER_EMAIL);
  // Even the right password waits for the window to end.
  expect(await signIn(nextAddress(), email, password)).toEqual({
    outcome: 'limited',
    message: 'Too many failed sign-in attempts. Please try again later.',
  });
});

it('limits one address trying many emails, on REST and GraphQL together', async () => {
  const address = nextAddress();
  const outcomes: Outcome[] = [];
  for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
    const attempt = await signIn(address, uniqueEmail('nobody'), 'wrong-guess', i % 2 ? 'graphql' : 'rest');
    outcomes.push(attempt.outcome);
    if (attempt.outcome === 'limited') {
      expect(attempt.message).toBe('Too many sign-in attempts from this address. Please try again later.');
    }
  }
  expect(outcomes).toEqual([...Array(PER_ADDRESS).fill('wrong'), 'limited', 'limited']);
  // Another address is not affected.
  expect((await signIn(nextAddress(), uniqueEmail('nobody'), 'wrong-guess')).outcome).toBe('wrong');
});

it('stops one address guessing an account while its owner still signs in from elsewhere', async () => {
  const { email, password } = await server.client().register();
  const attacker = nextAddress();
  const outcomes: Outcome[] = [];
  for (let i = 0; i <= PER_ADDRESS_AND_EMAIL; i += 1) {
    outcomes.push((await signIn(attacker, email, 'wrong-guess')).outcome);
  }
  expect(outcomes).toEqual([...Array(PER_ADDRESS_AND_EMAIL).fill('wrong'), 'limited']);
  expect((await signIn(nextAddress(), email, password, 'graphql')).outcome).toBe('signed-in');
  // The attacker's address stays refused for this account, even with the right password.
  expect((await signIn(attacker, email, password)).outcome).toBe('limited');
});

it('gives the points back on success: signing in often from one address is never limited', async () => {
  const { email, password } = await server.client().register();
  const address = nextAddress();
  for (let i = 0; i < PER_ADDRESS + 3; i += 1) {
    expect((await signIn(address, email, password)).outcome).toBe('signed-in');
  }
  // A failure after a success starts from zero again.
  expect((await signIn(address, email, 'wrong-guess')).outcome).toBe('wrong');
});

it("counts wrong current passwords (changing the password) against the account's sign-in limit", async () => {
  const { email, password } = await server.client().register();
  const session = server.client();
  const headers = { 'x-forwarded-for': nextAddress() };
  expect((await session.request('POST', '/api/auth/login', { email, password }, headers)).status).toBe(200);
  const change = (currentPassword: string) =>
    session.request('POST', '/api/auth/password', { currentPassword, password: 'a-new-secret-1' }, headers);
  for (let i = 0; i < PER_EMAIL; i += 1) expect((await change('wrong-guess')).status).toBe(400);
  const limited = await change('wrong-guess');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
  // Even the right one waits, and so does signing in with it elsewhere.
  expect((await change(password)).status).toBe(429);
  expect((await signIn(nextAddress(), email, password)).outcome).toBe('limited');
});
