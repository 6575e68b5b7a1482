import type { Logger } from 'typeorm';

/**
 * Counts the SQL statements TypeORM sends, so tests can prove a screen's query count stays
 * constant (no N+1). Only errors are printed; queries and their parameters never reach the log.
 */
export class QueryCounter implements Logger {
  count = 0;

  logQuery(): void {
    this.count += 1;
  }

  logQueryError(error: string | Error, query: string): void {
    const message = error instanceof Error ? error.message : error;
    console.error(JSON.stringify({ level: 'error', msg: 'query failed', error: message, query }));
  }

  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
