import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The forms anyone may post (support tickets, waitlist sign-ups) are limited per client address,
 * counted in PostgreSQL. Each case sends from its own address (X-Forwarded-For behind a trusted
 * proxy): counters live in the run's shared database.
 */
let server: TestServer;
let lastAddress = 0;
const nextAddress = () => `198.51.100.${(lastAddress += 1)}`;
/** 201 created; the waitlist answers 200 for an entry it already had. */
const succeeded = (response: { status: number }) => response.status === 200 || response.status === 201;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_FORM_MAX_PER_IP: '2', TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const forms = [
  {
    name: 'support ticket',
    path: '/api/tickets',
    body: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Router will not connect',
      message: 'The travel router shows a red light after setup.',
    },
    mutation: `mutation($input: SubmitTicketInput!) { submitTicket(input: $input) { id } }`,
    message: 'Too many messages sent from this address. Please try again later.',
  },
  {
    name: 'waitlist sign-up',
    path: '/api/waitlist',
    body: { email: 'ada@example.com', productId: 'pro-package' },
    mutation: `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message } }`,
    message: 'Too many waitlist sign-ups from this address. Please try again later.',
  },
];

describe.each(forms)('$name', (form) => {
  it('accepts the configured number per address, then answers 429 on REST and GraphQL alike', async () => {
    const address = nextAddress();
    const client = server.client();
    const send = () => client.request('POST', form.path, form.body, { 'x-forwarded-for': address });
    expect([succeeded(await send()), succeeded(await send())]).toEqual([true, true]);

    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: form.message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const overGraphql = await client.request(
      'POST',
      '/graphql',
      { query: form.mutation, variables: { input: form.body } },
      { 'x-forwarded-for': address },
    );
    const errors = (overGraphql.body as { errors: { message: string; extensions: { code: string } }[] })
      .errors;
    expect(errors[0]).toMatchObject({ message: form.message, extensions: { code: 'TOO_MANY_REQUESTS' } });

    const elsewhere = await client.request('POST', form.path, form.body, {
      'x-forwarded-for': nextAddress(),
    });
    expect(succeeded(elsewhere)).toBe(true);
  });

  it('does not count submissions refused for bad input', async () => {
    const address = nextAddress();
    const client = server.client();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const bad = await client.request(
        'POST',
        form.path,
        { ...form.body, email: 'nope' },
        { 'x-forwarded-for': address },
      );
      expect(bad.status).toBe(400);
    }
    const good = await client.request('POST', form.path, form.body, { 'x-forwarded-for': address });
    expect(succeeded(good)).toBe(true);
  });
});
