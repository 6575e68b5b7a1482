import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/decimal';
import type { InvoiceSnapshot } from './invoice-snapshot';
import type { InvoiceKind } from './invoices.rules';

/**
 * An issued invoice or credit note. Immutable: every column is insert-only here, and a trigger in
 * the database refuses any UPDATE (see the migration); a mistake is corrected by a credit note.
 */
@ObjectType({
  description: "An order's invoice or credit note (a PDF), money as exact decimal strings in EUR",
})
@Entity('invoices')
export class Invoice {
  @Field(() => ID, { description: 'The document id (uuid); its PDF is GET /api/invoices/<id>.pdf' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid', update: false })
  orderId: string;

  @Field(() => String, { description: 'invoice or credit_note' })
  @Column({ type: 'varchar', length: 20, update: false })
  kind: InvoiceKind;

  /** The counter row the number came from, e.g. INV-2026 or CN-2026. */
  @Column({ type: 'text', update: false })
  series: string;

  @Column({ type: 'int', update: false })
  no: number;

  @Field({
    description: 'Invoices 2026-000001, credit notes CN-2026-000001: gap-free per kind and year',
  })
  @Column({ type: 'text', unique: true, update: false })
  number: string;

  /** A credit note's invoice. */
  @Column({ name: 'refers_to', type: 'uuid', nullable: true, update: false })
  refersTo: string | null;

  @Column({ type: 'jsonb', update: false })
  snapshot: InvoiceSnapshot;

  @Field({
    description: 'The gross amount: invoiced, or credited for a credit note (positive), e.g. "321.49"',
  })
  @Column({ ...moneyColumn, update: false })
  total: string;

  @Column({ type: 'char', length: 3, default: 'EUR', update: false })
  currency: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was issued (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', update: false })
  issuedAt: Date;
}
