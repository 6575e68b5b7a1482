import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mails written in the transaction of the event that causes them, sent by the mail worker. */
export class MailOutbox1764060000000 implements MigrationInterface {
  name = 'MailOutbox1764060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mail_outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "kind" character varying(40) NOT NULL,
        "to_address" character varying(254) NOT NULL,
        "subject" character varying(300) NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "status" character varying(10) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "locked_until" TIMESTAMP WITH TIME ZONE,
        "dedupe_key" character varying(200),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sent_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_mail_outbox" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_mail_outbox_dedupe_key" UNIQUE ("dedupe_key"),
        CONSTRAINT "CHK_mail_outbox_status"
          CHECK ("status" IN ('pending', 'sending', 'sent', 'held', 'failed'))
      )`);
    // The worker's claim reads only the rows still to send; the Mail screen lists newest first.
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_due" ON "mail_outbox" ("next_attempt_at")
       WHERE "status" IN ('pending', 'sending')`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_created" ON "mail_outbox" ("created_at", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
