// The timed scenarios: two anonymous catalog reads (cached), the landing page's HTML as a browser
// asks for it (server-rendered, cached), the cart read, add to cart and orders.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONNECTIONS, ONLY, POOL_SIZE } from './settings.mjs';
import { persistedBody } from './requests.mjs';

/** The headers Chromium sends for a top-level navigation (the app compresses with br, else gzip). */
export const browserNavigationHeaders = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'upgrade-insecure-requests': '1',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
};

/** The catalog read's sample for the ceiling (POST /graphql, ShopProducts, no Accept-Encoding). */
export function catalogCeiling(productsBody, jsonHeaders) {
  return {
    path: '/graphql',
    method: 'POST',
    headers: jsonHeaders,
    body: productsBody,
    check({ status, body }) {
      if (status !== 200 || !JSON.parse(body.toString()).data?.products?.length)
        throw new Error(`catalog read failed: ${status} ${body}`);
    },
  };
}

/** The landing page's sample for the ceiling: GET / as a browser asks, compressed bytes as sent. */
function landingCeiling() {
  return {
    path: '/',
    method: 'GET',
    headers: browserNavigationHeaders,
    check({ status, headers, body }) {
      const encoding = headers['content-encoding'];
      const html = (
        encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
      ).toString();
      if (status !== 200 || !headers['content-type']?.startsWith('text/html'))
        throw new Error(`landing page failed: ${status} ${headers['content-type']} ${html.slice(0, 300)}`);
      // Server-rendered: the root holds the page, not an empty shell (WEB_DIST_DIR without dist-server).
      if (/<div id="root">\s*<\/div>/.test(html)) throw new Error('landing page is not server-rendered');
      if (!encoding) throw new Error('landing page sent uncompressed to a browser');
    },
  };
}

/**
 * The scenarios BENCH_ONLY selects. Each has autocannon `options`, or a `prepare()` that makes its
 * buyers (and their carts or checkouts) first and returns them; `counts: 'orders'` rates it by the
 * orders placed. `ceiling` is the request the ceiling answers with the app's bytes for it (its own
 * path, method and headers, so app ÷ ceiling compares like with like); without one, the catalog read.
 */
export function benchScenarios({ appUrl, db, makeBuyers, products, productsBody, jsonHeaders }) {
  const pro = products.find((p) => p.name === 'Pro Package');
  const secure = products.find((p) => p.name === 'Secure');
  /** Buyers, each with a saved checkout of the Pro Package (`checkoutId`), as step 3 leaves them. */
  async function buyersWithCheckouts(label) {
    const buyers = await makeBuyers(POOL_SIZE, label);
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
    return buyers.map((buyer) => ({ ...buyer, checkoutId: checkoutOf.get(buyer.userId) }));
  }
  /** Orders placed by prepared buyers, one buyer a request, each with its `body(checkoutId)`. */
  function orderScenario({ name, title, url, body }) {
    return {
      name,
      title,
      counts: 'orders',
      async prepare() {
        const buyers = await buyersWithCheckouts(name);
        let next = 0;
        return {
          url,
          method: 'POST',
          headers: jsonHeaders,
          requests: [
            {
              setupRequest: (request) => {
                const buyer = buyers[next++ % buyers.length];
                return {
                  ...request,
                  headers: { ...request.headers, cookie: buyer.cookie },
                  body: body(buyer.checkoutId),
                };
              },
            },
          ],
        };
      },
    };
  }
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
      name: 'landing-html',
      title: 'landing page HTML (anonymous, as a browser asks: brotli)',
      options: { url: `${appUrl}/`, method: 'GET', headers: browserNavigationHeaders },
      ceiling: landingCeiling(),
      page: true,
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
    orderScenario({
      name: 'orders',
      title: 'order placement (signed in, POST /api/orders/from-checkout)',
      url: `${appUrl}/api/orders/from-checkout`,
      body: (checkoutId) => JSON.stringify({ paymentMethod: 'paypal', checkoutData: { checkoutId } }),
    }),
    orderScenario({
      name: 'orders-graphql',
      title: 'order placement as the web app places it (signed in, GraphQL CreateOrderFromCheckout)',
      url: `${appUrl}/graphql`,
      body: (checkoutId) =>
        persistedBody('CreateOrderFromCheckout', {
          input: {
            paymentMethod: 'paypal',
            idempotencyKey: `bench-${checkoutId}`,
            checkoutData: { checkoutId },
            cartItems: [{ productId: pro.id, quantity: 1 }],
            language: 'en',
          },
        }),
    }),
    ...madeUpPaths(appUrl),
  ].filter((scenario) => !ONLY || ONLY.has(scenario.name));
}

/** Requests a made-up-paths round sends: each path once, from one client, as issue 28 measured. */
const MADE_UP_REQUESTS = 3000;
const MADE_UP_CONNECTIONS = 8;

/**
 * What an unknown URL costs: 3,000 distinct made-up page paths (each its own URL, so no cache
 * keyed by URL helps), and as many made-up `.js` paths, from one client with 8 connections. Run
 * with the catalog (`BENCH_ONLY=graphql-products,made-up-pages,made-up-assets`) and compare each
 * to it. A 404 is the expected answer; 429 (the per-client bound on uncacheable renders) is
 * counted apart.
 */
function madeUpPaths(appUrl) {
  const run = Date.now().toString(36);
  const scenario = (name, title, pathOf) => ({
    name,
    title,
    expected: [404, 429],
    warmup: false,
    options: {
      url: appUrl,
      method: 'GET',
      headers: browserNavigationHeaders,
      amount: MADE_UP_REQUESTS,
      connections: MADE_UP_CONNECTIONS,
      requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(run, next()) }) }],
    },
  });
  let counter = 0;
  const next = () => counter++;
  return [
    scenario('made-up-pages', 'made-up page paths (3,000 distinct, one client, 8 connections)', (r, n) =>
      `/no-such-page-${r}-${n}/x`,
    ),
    scenario('made-up-assets', 'made-up .js paths (3,000 distinct, one client, 8 connections)', (r, n) =>
      `/no-such-file-${r}-${n}.js`,
    ),
  ];
}
