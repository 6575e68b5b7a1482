import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use tokens of email verification (24 h) and password reset (1 h). Only the SHA-256 of a
 * token is stored: the token itself exists only in the mail's link.
 */
export class AccountTokens1764100000000 implements MigrationInterface {
  name = 'AccountTokens1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "account_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "purpose" varchar(20) NOT NULL CHECK ("purpose" IN ('verify-email', 'password-reset')),
        "token_hash" char(64) NOT NULL UNIQUE,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_account_tokens_user" ON "account_tokens" ("user_id", "purpose")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "account_tokens"`);
  }
}
