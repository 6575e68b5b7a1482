import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiTokens1763800000000 implements MigrationInterface {
  name = 'ApiTokens1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "scope" varchar(10) NOT NULL CHECK ("scope" IN ('read', 'write')),
        "token_hash" char(64) NOT NULL CONSTRAINT "UQ_api_tokens_hash" UNIQUE,
        "token_prefix" varchar(16) NOT NULL,
        "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        "revoked_at" timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
