// Orders, their item snapshots, status histories and the subscriptions the paid ones granted, as
// the app writes them (orders.service, order-status-history, subscriptions.grantForPaidOrder).
// Every cart the shop can hold (at most one device and one plan) is priced once per country by
// the app's own PricingService; each order picks one of those priced carts.
import { api } from './settings.mjs';
import { NAME_PARAMS, nameSql } from './people.mjs';

/** Where buyers live, weighted (the shop sells mostly in the EU). */
const COUNTRIES = { DE: 8, FR: 4, NL: 3, AT: 2, ES: 2, IT: 2, PL: 1, SE: 1, GB: 2, CH: 1, US: 2 };
const CITIES = {
  DE: ['Berlin', '10117'],
  FR: ['Paris', '75001'],
  NL: ['Amsterdam', '1012 AB'],
  AT: ['Wien', '1010'],
  ES: ['Madrid', '28013'],
  IT: ['Roma', '00184'],
  PL: ['Warszawa', '00-001'],
  SE: ['Stockholm', '111 20'],
  GB: ['London', 'SW1A 1AA'],
  CH: ['Zürich', '8001'],
  US: ['New York', '10001'],
};
const DEVICE_QUANTITY = { 1: 8, 2: 2, 3: 1 };

/** The priced carts: one row a (cart, country), with the weight it is picked with. */
function pricedCarts(products) {
  const { PricingService } = api('modules/pricing/pricing.service');
  const { findCountry } = api('modules/pricing/countries');
  const { subscriptionGrants } = api('modules/subscriptions/subscriptions.rules');
  const pricing = new PricingService(null);
  const devices = products.filter((p) => p.type === 'device');
  const plans = products.filter((p) => p.type === 'subscription');
  const carts = [];
  for (const device of [null, ...devices]) {
    for (const [quantity, quantityWeight] of device ? Object.entries(DEVICE_QUANTITY) : [[0, 4]]) {
      for (const plan of [null, ...plans]) {
        if (!device && !plan) continue;
        const lines = [
          ...(device ? [{ product: device, quantity: Number(quantity) }] : []),
          ...(plan ? [{ product: plan, quantity: 1 }] : []),
        ];
        carts.push({ lines, weight: quantityWeight * (plan ? 2 : 1) });
      }
    }
  }
  const priced = [];
  for (const cart of carts) {
    for (const [code, countryWeight] of Object.entries(COUNTRIES)) {
      const figures = pricing.priceLines(code, cart.lines);
      const [grant] = subscriptionGrants(
        cart.lines.map((l) => ({
          productId: l.product.id,
          productType: l.product.type,
          duration: l.product.duration,
          quantity: l.quantity,
        })),
      );
      const [city, postalCode] = CITIES[code];
      priced.push({
        k: priced.length,
        weight: cart.weight * countryWeight,
        lines: cart.lines,
        figures,
        grant,
        address: { city, postalCode, country: findCountry(code)?.name ?? code },
      });
    }
  }
  return priced;
}

export async function seedOrders(db, { sizes }) {
  const products = (await db.query(`SELECT * FROM products ORDER BY sort_order`)).rows;
  const priced = pricedCarts(products);
  const slots = priced.flatMap((cart) => Array.from({ length: cart.weight }, () => cart.k));
  await db.query(
    `CREATE TEMP TABLE s_carts AS
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(k int, subtotal numeric, shipping numeric,
       vat_rate numeric, vat numeric, total numeric, city text, postal_code text, country text,
       grant_product uuid, grant_months int, grant_renews boolean)`,
    [
      JSON.stringify(
        priced.map((c) => ({
          k: c.k,
          subtotal: c.figures.subtotal,
          shipping: c.figures.shipping,
          vat_rate: c.figures.vatRate,
          vat: c.figures.vatAmount,
          total: c.figures.total,
          city: c.address.city,
          postal_code: c.address.postalCode,
          country: c.address.country,
          grant_product: c.grant.productId,
          grant_months: c.grant.months,
          grant_renews: c.grant.autoRenew,
        })),
      ),
    ],
  );
  await db.query(
    `CREATE TEMP TABLE s_cart_lines AS
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(k int, product_id uuid, quantity int)`,
    [
      JSON.stringify(
        priced.flatMap((c) =>
          c.lines.map((l) => ({ k: c.k, product_id: l.product.id, quantity: l.quantity })),
        ),
      ),
    ],
  );
  await db.query(
    `CREATE TEMP TABLE s_slots AS SELECT slot - 1 AS slot, k FROM unnest($1::int[]) WITH ORDINALITY AS s(k, slot)`,
    [slots],
  );
  await db.query(`CREATE UNIQUE INDEX ON s_slots (slot)`);

  // Two orders in three were paid by a signed-in buyer (each granted a subscription); of the rest,
  // half are guest orders (no account, statuses mixed) and half signed-in orders never paid.
  // Statuses walk the shop's transitions: pending → paid → shipped → delivered, or → cancelled.
  const guest = nameSql('o.n');
  await db.query(
    `CREATE TEMP TABLE s_orders AS
     WITH o AS (
       SELECT n, random() AS r_user, random() AS r_time, random() AS r_cart, random() AS r_status, random() AS r_pay,
              CASE WHEN n % 3 <> 0 THEN 'paid' WHEN n % 6 = 0 AND n > $4 THEN 'guest' ELSE 'unpaid' END AS kind
         FROM generate_series(1, $3::int) AS n
     ), placed AS (
       SELECT o.n, o.kind, o.r_pay, s.k,
              CASE WHEN o.kind = 'guest' THEN NULL ELSE u.id END AS user_id,
              CASE WHEN o.kind = 'guest' THEN ${guest.first} || ' ' || ${guest.last} ELSE u.first_name || ' ' || u.last_name END AS customer_name,
              CASE WHEN o.kind = 'guest' THEN 'guest.' || o.n || '@example.org' ELSE u.email END AS customer_email,
              CASE WHEN o.kind = 'guest' THEN '+33 1 ' || lpad(o.n::text, 8, '0') ELSE u.phone END AS phone,
              u.created_at + (now() - interval '1 hour' - u.created_at) * o.r_time AS created_at,
              CASE o.kind
                WHEN 'paid' THEN CASE WHEN o.r_status < 0.05 THEN '{paid,cancelled}'::text[]
                                      WHEN o.r_status < 0.15 THEN '{paid}' WHEN o.r_status < 0.30 THEN '{paid,shipped}'
                                      ELSE '{paid,shipped,delivered}' END
                WHEN 'unpaid' THEN CASE WHEN o.r_status < 0.5 THEN '{}'::text[] ELSE '{cancelled}' END
                ELSE CASE WHEN o.r_status < 0.3 THEN '{}'::text[] WHEN o.r_status < 0.4 THEN '{cancelled}'
                          WHEN o.r_status < 0.6 THEN '{paid}' WHEN o.r_status < 0.8 THEN '{paid,shipped}'
                          ELSE '{paid,shipped,delivered}' END
              END AS path
         FROM o
         JOIN s_users u ON u.n = CASE WHEN o.n <= $4 THEN 1 ELSE 2 + floor(o.r_user * ($5::int - 1))::int END
         JOIN s_slots s ON s.slot = floor(o.r_cart * $6::int)::int
     )
     SELECT p.*, gen_random_uuid() AS id, coalesce(array_length(p.path, 1), 0) AS steps,
            least((now() - p.created_at) / (coalesce(array_length(p.path, 1), 0) + 1), interval '2 days') AS gap
       FROM placed p`,
    [...NAME_PARAMS, sizes.orders, sizes.bigCustomerOrders, sizes.customers, slots.length],
  );
  await db.query(
    `INSERT INTO orders (id, user_id, status, total_amount, subtotal_amount, shipping_amount, vat_rate, vat_amount,
                         customer_name, customer_email, customer_phone, payment_method, shipping_address,
                         created_at, updated_at)
     SELECT o.id, o.user_id, coalesce(o.path[o.steps], 'pending'), c.total, c.subtotal, c.shipping, c.vat_rate, c.vat,
            o.customer_name, o.customer_email, o.phone, CASE WHEN o.r_pay < 0.55 THEN 'paypal' ELSE 'stripe' END,
            -- Byte for byte what JSON.stringify makes of the address.
            format('{"street":%s,"city":%s,"postalCode":%s,"country":%s}', to_json('Hauptstraße ' || (1 + o.n % 200)),
                   to_json(c.city), to_json(c.postal_code), to_json(c.country)),
            o.created_at, o.created_at + o.gap * o.steps
       FROM s_orders o JOIN s_carts c ON c.k = o.k
      ORDER BY o.created_at`,
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, product_name, product_description, product_type,
                              product_category, duration, price, quantity)
     SELECT o.id, p.id, p.name, p.description, p.type, p.category, p.duration, p.price, l.quantity
       FROM s_orders o JOIN s_cart_lines l ON l.k = o.k JOIN products p ON p.id = l.product_id
      ORDER BY o.created_at, p.type`,
  );
  await db.query(
    `INSERT INTO order_status_changes (order_id, from_status, to_status, changed_at)
     SELECT o.id, coalesce(o.path[s.i - 1], 'pending'), o.path[s.i], o.created_at + o.gap * s.i
       FROM s_orders o CROSS JOIN LATERAL generate_subscripts(o.path, 1) AS s(i)
      ORDER BY 4`,
  );
  // What a paid order of a signed-in buyer granted, from the moment it was paid; cancelled with
  // the order when the paid order was cancelled; one in twenty set to end at the period's end.
  await db.query(
    `INSERT INTO subscriptions (user_id, product_id, order_id, status, start_date, end_date, auto_renew, cancelled_at, created_at)
     SELECT o.user_id, c.grant_product, o.id, CASE WHEN o.path[2] = 'cancelled' THEN 'cancelled' ELSE 'active' END,
            paid_at, paid_at + make_interval(months => c.grant_months),
            c.grant_renews AND o.path[2] IS DISTINCT FROM 'cancelled' AND o.n % 20 <> 0,
            CASE WHEN c.grant_renews AND o.path[2] IS DISTINCT FROM 'cancelled' AND o.n % 20 = 0
                 THEN paid_at + (now() - paid_at) / 2 END,
            paid_at
       FROM s_orders o JOIN s_carts c ON c.k = o.k
       CROSS JOIN LATERAL (SELECT o.created_at + o.gap AS paid_at) AS t
      WHERE o.kind = 'paid'
      ORDER BY paid_at`,
  );
}
