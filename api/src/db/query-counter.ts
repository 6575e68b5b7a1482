import type { Logger } from 'typeorm';
import { logger } from '../common/logger';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Counts the SQL statements TypeORM sends, so tests can prove a screen's query count stays
 * constant (no N+1). Only errors are printed; queries and their parameters never reach the log.
 */
export class QueryCounter implements Logger {
  count = 0;

  logQuery(): void {
    this.count += 1;
  }

  logQueryError(error: string | Error): void {
    const message = error instanceof Error ? error.message : error;
    // The message only: neither the statement nor its parameters (personal data) reach the log.
    if (isDatabaseUnavailable(error)) logger.warn({ error: message }, 'query failed: database unavailable');
    else logger.error({ error: message }, 'query failed');
  }

  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    // TypeORM reports pool errors (a connection lost while idle) this way.
    if (level === 'warn') logger.warn({ error: String(message) }, 'database warning');
  }
}
