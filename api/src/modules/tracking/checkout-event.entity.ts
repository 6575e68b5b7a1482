import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Write-only from the API's point of view: an insert trigger keeps the funnel's daily counts
 * (migration 1766010000100), which the funnel reads instead of these rows.
 */
@Entity('checkout_events')
export class CheckoutEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'session_id', type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ name: 'checkout_id', type: 'varchar', length: 100, nullable: true })
  checkoutId: string | null;

  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: string;

  @Column({ type: 'jsonb', default: {} })
  metadata: Record<string, unknown>;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
