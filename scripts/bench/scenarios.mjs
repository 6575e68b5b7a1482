// The timed scenarios: two anonymous catalog reads (cached), the cart read, add to cart and orders.
import { CONNECTIONS, ONLY, POOL_SIZE } from './settings.mjs';
import { persistedBody } from './requests.mjs';

/**
 * The scenarios BENCH_ONLY selects. Each has autocannon `options`, or a `prepare()` that makes its
 * buyers (and their carts or checkouts) first and returns them; `counts: 'orders'` rates it by the
 * orders placed.
 */
export function benchScenarios({ appUrl, db, makeBuyers, products, productsBody, jsonHeaders }) {
  const pro = products.find((p) => p.name === 'Pro Package');
  const secure = products.find((p) => p.name === 'Secure');
  return [
    {
      name: 'graphql-products',
      title: 'GraphQL products (anonymous, persisted hash)',
      options: { url: `${appUrl}/graphql`, method: 'POST', headers: jsonHeaders, body: productsBody },
      catalog: true,
    },
    {
      name: 'rest-products',
      title: 'GET /api/products (anonymous)',
      options: { url: `${appUrl}/api/products` },
      catalog: true,
    },
    {
      name: 'cart',
      title: 'cart read (signed in, GraphQL Cart)',
      async prepare() {
        const buyers = await makeBuyers(CONNECTIONS, 'cart');
        await db.query(
          `INSERT INTO cart_items (user_id, product_id, product_type, quantity)
           SELECT u, p.id, p.type, 1 FROM unnest($1::uuid[]) AS u CROSS JOIN products p WHERE p.id = ANY($2::uuid[])`,
          [buyers.map((b) => b.userId), [pro.id, secure.id]],
        );
        let next = 0;
        const body = persistedBody('Cart');
        return {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: jsonHeaders,
          body,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, cookie: buyers[next++ % buyers.length].cookie },
              }),
            },
          ],
        };
      },
    },
    {
      name: 'add-to-cart',
      title: 'add to cart (signed in, GraphQL AddToCart)',
      async prepare() {
        const buyers = await makeBuyers(POOL_SIZE, 'add');
        let next = 0;
        const body = persistedBody('AddToCart', { productId: pro.id, quantity: 1 });
        return {
          url: `${appUrl}/graphql`,
          method: 'POST',
          headers: jsonHeaders,
          body,
          // A fresh buyer per request (until the pool runs out): no quantity cap, no hot row.
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, cookie: buyers[next++ % buyers.length].cookie },
              }),
            },
          ],
        };
      },
    },
    {
      name: 'orders',
      title: 'order placement (signed in, POST /api/orders/from-checkout)',
      counts: 'orders',
      async prepare() {
        const buyers = await makeBuyers(POOL_SIZE, 'order');
        const checkouts = (
          await db.query(
            `INSERT INTO checkouts (user_id, first_name, last_name, email, phone, street, city, postal_code, country, account_type, product_id)
             SELECT u, 'Bench', 'Buyer', 'bench@example.com', '+49 30 1234567', 'Unter den Linden 1', 'Berlin', '10117', 'DE', 'guest', $2
             FROM unnest($1::uuid[]) WITH ORDINALITY AS t(u, n) ORDER BY n
             RETURNING id, user_id`,
            [buyers.map((b) => b.userId), pro.id],
          )
        ).rows;
        const checkoutOf = new Map(checkouts.map((c) => [c.user_id, c.id]));
        let next = 0;
        return {
          url: `${appUrl}/api/orders/from-checkout`,
          method: 'POST',
          headers: jsonHeaders,
          requests: [
            {
              setupRequest: (request) => {
                const buyer = buyers[next++ % buyers.length];
                return {
                  ...request,
                  headers: { ...request.headers, cookie: buyer.cookie },
                  body: JSON.stringify({
                    paymentMethod: 'paypal',
                    checkoutData: { checkoutId: checkoutOf.get(buyer.userId) },
                  }),
                };
              },
            },
          ],
        };
      },
    },
  ].filter((scenario) => !ONLY || ONLY.has(scenario.name));
}
