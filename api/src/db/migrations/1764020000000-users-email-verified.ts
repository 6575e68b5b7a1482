import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin claims (and, later, guest orders joining an account) wait for a verified address. */
export class UsersEmailVerified1764020000000 implements MigrationInterface {
  name = 'UsersEmailVerified1764020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
  }
}
