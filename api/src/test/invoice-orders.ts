import { checkoutData } from './shop-fixtures';
import type { TestClient, TestServer } from './test-server';
import { Order } from '../modules/orders/order.entity';
import type { OrderItem } from '../modules/orders/order-item.entity';

/** An order placed over REST, read back with its items as the order hooks receive them. */
export async function placedOrder(
  server: TestServer,
  productIds: string[],
  options: { client?: TestClient; country?: string; email?: string } = {},
): Promise<{ order: Order; items: OrderItem[] }> {
  const response = await (options.client ?? server.client()).post('/api/orders/from-checkout', {
    paymentMethod: 'stripe',
    checkoutData: checkoutData({
      address: { country: options.country ?? 'AT' },
      personal: options.email ? { email: options.email } : {},
    }),
    cartItems: productIds.map((productId) => ({ productId })),
  });
  if (response.status !== 201) throw new Error(`order failed: ${JSON.stringify(response.body)}`);
  const order = await server.db.dataSource.getRepository(Order).findOneByOrFail({ id: response.body.id });
  const [items] = await server.services.orders.itemsFor([order.id]);
  return { order, items };
}
