import type { DataSource } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import {
  isoTextSql,
  keysetAtSql,
  keysetBatches,
  SqlConditions,
  type BatchPosition,
} from '../../common/keyset-batches';
import type { TimeRange } from '../../common/time-range';
import { isOrderStatus, orderMessages, type OrderStatusName } from './orders.rules';

/** Which orders an export holds: `from ≤ createdAt < to` (each bound optional) and a status. */
export interface OrderExportFilter extends TimeRange {
  status: string | null;
}

/** The columns of the orders CSV, in order; `exportRecord` fills them. */
export const ORDER_EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'customerName',
  'customerEmail',
  'customerPhone',
  'userId',
  'paymentMethod',
  'subtotalAmount',
  'shippingAmount',
  'vatRate',
  'vatAmount',
  'totalAmount',
  'shippingStreet',
  'shippingCity',
  'shippingPostalCode',
  'shippingCountry',
  'items',
  'orderNotes',
] as const;

interface ExportRow {
  id: string;
  keyset_at: string;
  createdAt: string;
  status: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  userId: string | null;
  paymentMethod: string;
  subtotalAmount: string;
  shippingAmount: string;
  vatRate: string;
  vatAmount: string;
  totalAmount: string;
  shippingAddress: string | null;
  orderNotes: string | null;
}

/** Every order an export matches, for the staff's CSV download (Order Management). */
export class OrderExportService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The orders newest first, in batches of CSV records. The actor and the filter are checked
   * here, before the first batch is asked for; each batch is two queries (orders, then all of
   * their items at once), never one per order.
   */
  batchesFor(actor: Actor, filter: OrderExportFilter): AsyncIterable<(string | null)[][]> {
    requireStaff(actor, 'read');
    if (filter.status !== null && !isOrderStatus(filter.status)) throw badInput(orderMessages.unknownStatus);
    return this.records(filter.status, filter);
  }

  private async *records(status: OrderStatusName | null, range: TimeRange) {
    for await (const rows of keysetBatches((position, size) => this.batch(status, range, position, size))) {
      const items = await this.itemsText(rows.map((row) => row.id));
      yield rows.map((row) => exportRecord(row, items.get(row.id) ?? ''));
    }
  }

  private batch(
    status: OrderStatusName | null,
    range: TimeRange,
    position: BatchPosition | null,
    size: number,
  ): Promise<ExportRow[]> {
    const sql = new SqlConditions();
    // With a status, IDX_orders_status_created answers the range; without, IDX_orders_created.
    if (status) sql.add(`o."status" = ${sql.param(status)}`);
    if (range.from) sql.add(`o."created_at" >= ${sql.param(range.from)}::timestamptz`);
    if (range.to) sql.add(`o."created_at" < ${sql.param(range.to)}::timestamptz`);
    sql.addAfter('o."created_at"', 'o."id"', position);
    return this.dataSource.query(
      `SELECT o."id", ${keysetAtSql('o."created_at"')} AS "keyset_at",
              ${isoTextSql('o."created_at"')} AS "createdAt",
              o."status", o."customer_name" AS "customerName", o."customer_email" AS "customerEmail",
              o."customer_phone" AS "customerPhone", o."user_id" AS "userId",
              o."payment_method" AS "paymentMethod", o."subtotal_amount" AS "subtotalAmount",
              o."shipping_amount" AS "shippingAmount", o."vat_rate" AS "vatRate",
              o."vat_amount" AS "vatAmount", o."total_amount" AS "totalAmount",
              o."shipping_address" AS "shippingAddress", o."order_notes" AS "orderNotes"
         FROM "orders" o ${sql.where}
        ORDER BY o."created_at" DESC, o."id" DESC
        LIMIT ${sql.param(size)}`,
      sql.params,
    );
  }

  /** "2× Pro Package; 1× Secure" per order, in the order the screens list items. */
  private async itemsText(orderIds: string[]): Promise<Map<string, string>> {
    const rows: { orderId: string; items: string }[] = await this.dataSource.query(
      `SELECT "order_id" AS "orderId",
              string_agg("quantity" || '× ' || "product_name", '; ' ORDER BY "product_type", "id") AS "items"
         FROM "order_items" WHERE "order_id" = ANY($1::uuid[])
        GROUP BY "order_id"`,
      [orderIds],
    );
    return new Map(rows.map((row) => [row.orderId, row.items]));
  }
}

/** One CSV record, in ORDER_EXPORT_COLUMNS' order. */
function exportRecord(row: ExportRow, items: string): (string | null)[] {
  const address = shippingAddressOf(row.shippingAddress);
  return [
    row.id,
    row.createdAt,
    row.status,
    row.customerName,
    row.customerEmail,
    row.customerPhone,
    row.userId,
    row.paymentMethod,
    row.subtotalAmount,
    row.shippingAmount,
    row.vatRate,
    row.vatAmount,
    row.totalAmount,
    address.street ?? null,
    address.city ?? null,
    address.postalCode ?? null,
    address.country ?? null,
    items,
    row.orderNotes,
  ];
}

interface ShippingAddress {
  street?: string;
  city?: string;
  postalCode?: string;
  country?: string;
}

/**
 * The stored JSON {street, city, postalCode, country} as the export's columns. Text that is not
 * that JSON (none is written today) goes whole into the street column rather than being lost.
 */
function shippingAddressOf(stored: string | null): ShippingAddress {
  if (stored === null) return {};
  try {
    const address: unknown = JSON.parse(stored);
    if (address && typeof address === 'object') {
      const { street, city, postalCode, country } = address as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return { street: text(street), city: text(city), postalCode: text(postalCode), country: text(country) };
    }
  } catch {
    // Not JSON: kept whole below.
  }
  return { street: stored };
}
