import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['users', 'orders', 'waitlist_entries', 'tickets'] as const;

/**
 * Issue 27: the language mails and invoices are written in. An account keeps the one it chose; an
 * order, a waitlist entry and a ticket keep the language of the page they came from, which counts
 * for guests (an account's own language wins, see common/language.ts). Rows from before were all
 * written in English.
 */
export class Languages1767500000000 implements MigrationInterface {
  name = 'Languages1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "language" character varying(2) NOT NULL DEFAULT 'en'
           CONSTRAINT "CHK_${table}_language" CHECK ("language" IN ('en', 'de', 'fr'))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "language"`);
  }
}
