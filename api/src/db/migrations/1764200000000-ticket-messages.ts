import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A ticket's conversation: staff replies (and later customer follow-ups); the first message stays on the ticket. */
export class TicketMessages1764200000000 implements MigrationInterface {
  name = 'TicketMessages1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ticket_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "ticket_id" uuid NOT NULL,
        "author" varchar(10) NOT NULL,
        "body" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_ticket_messages" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_ticket_messages_author" CHECK ("author" IN ('customer', 'staff')),
        CONSTRAINT "FK_ticket_messages_ticket" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ticket_messages_ticket_created" ON "ticket_messages" ("ticket_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ticket_messages"`);
  }
}
