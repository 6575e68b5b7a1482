import type { Logger } from 'typeorm';
import { logger } from '../common/logger';
import { QueryCounter } from './query-counter';

it('logs a failed statement by its error message only, never its SQL text or parameters', () => {
  const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  try {
    const sql = 'INSERT INTO "users" ("email", "password_hash") VALUES ($1, $2)';
    const parameters = ['ada@example.com', '$argon2id$v=19$secret'];
    const failure = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      query: sql,
      parameters,
    });
    // As TypeORM calls it.
    const typeormLogger: Logger = new QueryCounter();
    typeormLogger.logQueryError(failure, sql, parameters);
    const written = JSON.stringify(error.mock.calls);
    expect(written).toContain('invalid byte sequence');
    expect(written).not.toContain('INSERT INTO');
    expect(written).not.toContain('ada@example.com');
    expect(written).not.toContain('argon2id');
  } finally {
    error.mockRestore();
  }
});
