import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { AppError } from '../common/app-error';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('is true for a broken or refused connection, however it is wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new QueryFailedError('SELECT 1', [], Object.assign(new Error('x'), { code: '57P01' }));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("is true for a transaction whose connection broke before its COMMIT (TypeORM's released runner or manager)", () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it('is false for the request’s own faults', () => {
    const duplicate = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505' }));
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new AppError('BAD_USER_INPUT', 'no'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
