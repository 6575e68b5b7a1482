import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks: endpoints (an admin's, or an integration token's own) and the delivery outbox,
 * whose rows are written in the transaction of the change they announce.
 */
export class Webhooks1766020000000 implements MigrationInterface {
  name = 'Webhooks1766020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "url" character varying(2000) NOT NULL,
        "events" text array NOT NULL DEFAULT '{}',
        "description" character varying(300),
        "enabled" boolean NOT NULL DEFAULT true,
        "disabled_reason" character varying(300),
        "secret_sealed" text NOT NULL,
        "previous_secret_sealed" text,
        "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE,
        "token_id" uuid,
        "created_by" uuid,
        "failing_since" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_endpoints" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_endpoints_token" FOREIGN KEY ("token_id")
          REFERENCES "api_tokens" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_token" ON "webhook_endpoints" ("token_id")`);
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL,
        "event_type" character varying(60) NOT NULL,
        "body" text NOT NULL,
        "status" character varying(10) NOT NULL DEFAULT 'pending',
        "attempt_count" integer NOT NULL DEFAULT 0,
        "attempts" jsonb NOT NULL DEFAULT '[]',
        "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "locked_until" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "delivered_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id")
          REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_webhook_deliveries_status"
          CHECK ("status" IN ('pending', 'sending', 'succeeded', 'failed'))
      )`);
    // The worker's claim reads only rows still to send; the screen pages newest first, overall
    // and per endpoint (keyset on created_at, id).
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at")
       WHERE "status" IN ('pending', 'sending')`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_created" ON "webhook_deliveries" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
