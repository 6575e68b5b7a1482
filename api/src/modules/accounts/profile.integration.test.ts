import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id email firstName lastName }
}`;

describe('PATCH /api/auth/user: the owner edits their name', () => {
  it('saves the trimmed names and answers the user; GET /api/auth/user shows them', async () => {
    const owner = server.client();
    const { email } = await owner.register();
    const response = await owner.request('PATCH', '/api/auth/user', {
      firstName: '  Grace ',
      lastName: 'Hopper',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', role: 'user' });
    expect((await owner.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it("changes only the caller's own account, never another customer's", async () => {
    const owner = server.client();
    const other = server.client();
    await owner.register(undefined, 'secret123', { firstName: 'Ada', lastName: 'Lovelace' });
    await other.register();
    expect((await other.request('PATCH', '/api/auth/user', { firstName: 'Eve', lastName: 'X' })).status).toBe(
      200,
    );
    expect((await owner.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it("refuses blank or oversized names with the checkout's messages", async () => {
    const owner = server.client();
    await owner.register();
    const blank = await owner.request('PATCH', '/api/auth/user', { firstName: ' ', lastName: 'Hopper' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('First name is required');
    const missing = await owner.request('PATCH', '/api/auth/user', { firstName: 'Grace' });
    expect(missing.body.message).toBe('Last name is required');
    const long = await owner.request('PATCH', '/api/auth/user', {
      firstName: 'G',
      lastName: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Last name must be at most 100 characters');
  });

  it('answers 401 to a guest', async () => {
    const guest = server.client();
    const response = await guest.request('PATCH', '/api/auth/user', { firstName: 'A', lastName: 'B' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBeTruthy();
  });
});

describe('GraphQL updateProfile', () => {
  it('the owner gets the updated user; a guest is UNAUTHENTICATED; bad input is BAD_USER_INPUT', async () => {
    const owner = server.client();
    await owner.register();
    const saved = await owner.gql(UPDATE_PROFILE, { input: { firstName: 'Grace', lastName: 'Hopper' } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProfile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect((await owner.gql('{ me { firstName lastName } }')).data.me).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
    });

    const bad = await owner.gql(UPDATE_PROFILE, { input: { firstName: '', lastName: 'Hopper' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'First name is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const guest = await server.client().gql(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B' } });
    expect(guest.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
