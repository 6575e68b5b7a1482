// Who the fuzzer speaks as (a guest, a customer, an admin, read and write API tokens), and the
// real ids it mixes into requests so handlers are reached with existing rows too.
import { Actor, jsonCall } from './http.mjs';
import { ADMIN_EMAIL, PASSWORD } from './server.mjs';
const CUSTOMER_EMAIL = 'fuzz-customer@hometunnel.example';

function expect(response, statuses, what) {
  if (!statuses.includes(response.status))
    throw new Error(`setup: ${what} answered ${response.status}: ${response.text.slice(0, 500)}`);
  return response.json;
}

async function signIn(baseUrl, actor, email) {
  const login = await jsonCall(baseUrl, actor, 'POST', '/api/auth/login', { email, password: PASSWORD });
  expect(login, [200], `sign-in of ${email}`);
}

async function createToken(baseUrl, admin, scope) {
  const created = await jsonCall(baseUrl, admin, 'POST', '/api/admin/api-tokens', {
    name: `fuzz ${scope}`,
    scope,
  });
  return expect(created, [201], `creating a ${scope} token`);
}

export async function setUp(baseUrl) {
  const guest = new Actor('guest');
  const customer = new Actor('customer');
  const admin = new Actor('admin');
  const readToken = new Actor('token:read');
  const writeToken = new Actor('token:write');

  const products = expect(await jsonCall(baseUrl, guest, 'GET', '/api/products'), [200], 'products');
  // The admin account was made verified by the operator CLI before the server started.
  await signIn(baseUrl, admin, ADMIN_EMAIL);
  const adminUser = expect(await jsonCall(baseUrl, admin, 'GET', '/api/auth/user'), [200], 'admin user');
  if (adminUser.role !== 'admin') throw new Error(`setup: ${ADMIN_EMAIL} is not an admin`);
  const customerUser = expect(
    await jsonCall(baseUrl, customer, 'POST', '/api/auth/register', {
      email: CUSTOMER_EMAIL,
      password: PASSWORD,
      firstName: 'Fuzz',
      lastName: 'Customer',
    }),
    [201],
    'customer registration',
  );

  const device = products.find((product) => product.type === 'device') ?? products[0];
  const line = expect(
    await jsonCall(baseUrl, customer, 'POST', '/api/cart', { productId: device.id, quantity: 1 }),
    [200, 201],
    'add to cart',
  );
  const checkout = expect(
    await jsonCall(baseUrl, customer, 'POST', '/api/checkout', {
      firstName: 'Fuzz',
      lastName: 'Customer',
      email: CUSTOMER_EMAIL,
      phone: '+49 30 1234567',
      street: 'Main 1',
      city: 'Berlin',
      postalCode: '10117',
      country: 'DE',
      accountType: 'guest',
      productId: device.id,
    }),
    [201],
    'checkout',
  );
  const order = expect(
    await jsonCall(baseUrl, customer, 'POST', '/api/orders/from-checkout', {
      paymentMethod: 'paypal',
      checkoutData: { checkoutId: checkout.id },
      cartItems: [{ productId: device.id, quantity: 1 }],
    }),
    [201],
    'order',
  );
  const ticket = expect(
    await jsonCall(baseUrl, guest, 'POST', '/api/tickets', {
      fullName: 'Fuzz Guest',
      email: 'fuzz-guest@hometunnel.example',
      subject: 'Fuzzing subject',
      message: 'A message long enough to pass the twenty character minimum.',
    }),
    [201],
    'ticket',
  );
  const read = await createToken(baseUrl, admin, 'read');
  const write = await createToken(baseUrl, admin, 'write');
  readToken.bearer = read.secret;
  writeToken.bearer = write.secret;
  // A revoked token: requests with it must answer 401, never 500.
  const revoked = await createToken(baseUrl, admin, 'write');
  await jsonCall(baseUrl, admin, 'DELETE', `/api/admin/api-tokens/${revoked.token.id}`);
  const revokedToken = new Actor('token:revoked');
  revokedToken.bearer = revoked.secret;

  const ids = {
    product: products.map((product) => product.id),
    user: [adminUser.id, customerUser.id],
    order: [order.id],
    ticket: [ticket.id],
    token: [read.token.id, write.token.id, revoked.token.id],
    cartItem: [line.cart_items?.id ?? line.id].filter(Boolean),
    checkout: [checkout.id],
  };
  ids.any = Object.values(ids).flat();
  return {
    actors: [guest, customer, admin, readToken, writeToken, revokedToken],
    byName: { guest, customer, admin, readToken, writeToken },
    ids,
  };
}

/**
 * Fuzzed requests may sign the actors out (logout), demote them (setUserRole) or revoke their
 * tokens: put them back so every actor keeps being exercised.
 */
export async function refresh(baseUrl, world) {
  const { customer, admin, readToken, writeToken } = world.byName;
  for (const [actor, email] of [
    [customer, CUSTOMER_EMAIL],
    [admin, ADMIN_EMAIL],
  ]) {
    const me = await jsonCall(baseUrl, actor, 'GET', '/api/auth/user');
    if (me.status !== 200) {
      actor.cookies.clear();
      await signIn(baseUrl, actor, email);
    }
  }
  const role = await jsonCall(baseUrl, admin, 'GET', '/api/auth/user');
  if (role.json?.role !== 'admin') await jsonCall(baseUrl, admin, 'POST', '/api/admin/make-admin', {});
  for (const [actor, scope] of [
    [readToken, 'read'],
    [writeToken, 'write'],
  ]) {
    const check = await jsonCall(baseUrl, actor, 'GET', '/api/admin/api-tokens');
    if (check.status === 401) {
      const created = await createToken(baseUrl, admin, scope);
      actor.bearer = created.secret;
      world.ids.token.push(created.token.id);
    }
  }
  // Keep one cart line around for the cart/:id routes.
  const cart = await jsonCall(baseUrl, customer, 'GET', '/api/cart');
  if (cart.status === 200 && Array.isArray(cart.json) && cart.json.length === 0) {
    const added = await jsonCall(baseUrl, customer, 'POST', '/api/cart', {
      productId: world.ids.product[0],
      quantity: 1,
    });
    const id = added.json?.cart_items?.id;
    if (id) world.ids.cartItem.push(id);
  }
}
