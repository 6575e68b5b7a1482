import 'reflect-metadata';
import { getMetadataArgsStorage } from 'typeorm';
import { insertOrderSql, newOrderRow, type OrderColumnValues } from './order-insert.sql';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

/** Every column TypeORM maps for an entity, by its database name. */
const columnsOf = (entity: object): string[] =>
  getMetadataArgsStorage()
    .columns.filter((column) => column.target === entity)
    .map((column) => column.options.name ?? column.propertyName)
    .sort();

const product = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Pro Package',
  description: 'Fast',
  type: 'device',
  category: 'pro',
  duration: null,
  price: '249.00',
};

const values = (id: string): OrderColumnValues => ({
  id,
  user_id: null,
  checkout_id: null,
  idempotency_key: null,
  total_amount: '263.49',
  subtotal_amount: '249.00',
  shipping_amount: '14.49',
  vat_rate: '19',
  vat_amount: '39.76',
  customer_name: 'Ada L',
  customer_email: 'a@example.com',
  customer_phone: null,
  payment_method: 'paypal',
  shipping_address: '{}',
  order_notes: null,
  discount_amount: '0.00',
  payment_status: 'UNPAID',
  payment_provider: null,
  language: 'en',
});

describe('newOrderRow: the row an order is inserted with, made before the insert', () => {
  const row = newOrderRow(values('id-1'), [{ product, quantity: 1 } as never]);

  it('holds a value for every column of the order and of its items, so nothing is left to a default the webhook body would miss', () => {
    const { __items: items, ...order } = row;
    expect(Object.keys(order).sort()).toEqual(columnsOf(Order));
    expect(Object.keys(items[0]).sort()).toEqual(columnsOf(OrderItem));
  });

  it('writes the VAT rate as numeric(5,2) reads it back', () => {
    expect(row.vat_rate).toBe('19.00');
  });
});

describe('insertOrderSql: the order, its items and what belongs to it as one statement', () => {
  const mail = { text: 'INSERT INTO "mail_outbox" ("to_address") VALUES ($1)', values: ['a@example.com'] };
  const cart = {
    text: 'DELETE FROM "cart_items" WHERE "user_id" = $1 AND "id" = $2',
    values: ['u-1', 'c-1'],
  };
  const plan = { ...product, id: '00000000-0000-4000-8000-000000000002', type: 'subscription' };

  it('numbers the other writes after the order and its items, their values in the same order', () => {
    const row = newOrderRow(values('id-1'), [{ product, quantity: 2 } as never]);
    const { text, values: sent } = insertOrderSql(row, [mail, cart]);
    const orderAndItem = Object.keys(row).length - 1 + 9;
    expect(sent).toHaveLength(orderAndItem + 3);
    expect(sent.slice(orderAndItem)).toEqual(['a@example.com', 'u-1', 'c-1']);
    expect(text).toContain(`VALUES ($${orderAndItem + 1})`);
    expect(text).toContain(`"user_id" = $${orderAndItem + 2} AND "id" = $${orderAndItem + 3}`);
    expect(sent[0]).toBe('pending');
    expect(sent).toContain('id-1');
    expect(sent[orderAndItem - 1]).toBe(2);
  });

  it('answers one text, the same string, for orders of one shape, and its own text for another shape', () => {
    const first = insertOrderSql(newOrderRow(values('id-1'), [{ product, quantity: 1 } as never]), [mail]);
    const second = insertOrderSql(newOrderRow(values('id-2'), [{ product, quantity: 3 } as never]), [mail]);
    expect(second.text).toBe(first.text);
    expect(second.values).not.toEqual(first.values);
    expect(second.values).toContain('id-2');

    const twoItems = newOrderRow(values('id-3'), [
      { product, quantity: 1 } as never,
      { product: plan, quantity: 1 } as never,
    ]);
    const other = insertOrderSql(twoItems, [mail]);
    expect(other.text).not.toBe(first.text);
    expect(other.text).toContain(`VALUES ($${Object.keys(twoItems).length - 1 + 18 + 1})`);
    expect(insertOrderSql(twoItems, [mail, cart]).text).not.toBe(other.text);
  });
});
