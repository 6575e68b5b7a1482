import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('waitlist_entries')
@Index('UQ_waitlist_email_product', ['email', 'productId'], { unique: true })
export class WaitlistEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased so the same person joining twice stays one entry. */
  @Column({ type: 'varchar' })
  email: string;

  @Column({ name: 'product_id', type: 'varchar', length: 100 })
  productId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
