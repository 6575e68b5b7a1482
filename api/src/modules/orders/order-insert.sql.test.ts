import 'reflect-metadata';
import { getMetadataArgsStorage } from 'typeorm';
import { newOrderRow } from './order-insert.sql';
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

describe('newOrderRow: the row an order is inserted with, made before the insert', () => {
  const row = newOrderRow(
    [
      'id-1',
      null,
      null,
      null,
      '263.49',
      '249.00',
      '14.49',
      '19',
      '39.76',
      'Ada L',
      'a@example.com',
      null,
      'paypal',
      '{}',
      null,
      '0.00',
      'UNPAID',
      null,
      'en',
    ],
    [{ product, quantity: 1 } as never],
  );

  it('holds a value for every column of the order and of its items, so nothing is left to a default the webhook body would miss', () => {
    const { __items: items, ...order } = row;
    expect(Object.keys(order).sort()).toEqual(columnsOf(Order));
    expect(Object.keys(items[0]).sort()).toEqual(columnsOf(OrderItem));
  });

  it('writes the VAT rate as numeric(5,2) reads it back', () => {
    expect(row.vat_rate).toBe('19.00');
  });
});
