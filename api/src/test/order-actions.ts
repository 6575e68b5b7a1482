import { checkoutData, checkoutPayload } from './shop-fixtures';
import type { TestClient, TestServer } from './test-server';

/** The order tests' common steps, as a shopper and an admin take them over REST. */

/** A newly registered customer whose server cart holds these products. */
export async function signedInWithCart(server: TestServer, productIds: string[]): Promise<TestClient> {
  const client = server.client();
  await client.register();
  for (const productId of productIds)
    expect((await client.post('/api/cart', { productId })).status).toBe(200);
  return client;
}

/** Saves checkout steps 1-3 for one product; answers the checkout id. */
export async function saveCheckout(
  client: TestClient,
  productId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const saved = await client.post('/api/checkout', checkoutPayload(productId, overrides));
  expect(saved.status).toBe(201);
  return saved.body.id as string;
}

/** Places an order for these products with spec-shaped checkout data; answers its id. */
export async function placeOrder(
  client: TestClient,
  productIds: string[],
  personal: object = {},
): Promise<string> {
  const response = await client.post('/api/orders/from-checkout', {
    paymentMethod: 'paypal',
    checkoutData: checkoutData({ personal }),
    cartItems: productIds.map((productId) => ({ productId })),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

export const setOrderStatus = (client: TestClient, id: string, status: unknown) =>
  client.request('PATCH', `/api/admin/orders/${id}/status`, { status });

export const SET_ORDER_STATUS = `mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id status } }`;
