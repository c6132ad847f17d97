import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a cut connection', coded('ECONNRESET')],
    ['PostgreSQL shutting down', coded('57P01')],
    ['a PostgreSQL connection exception', coded('08006')],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a refused connection to each address', new AggregateError([coded('ECONNREFUSED')])],
    ['a locked SQLite file', coded('SQLITE_BUSY')],
    ['a wrapped cause', new Error('query failed', { cause: coded('ECONNRESET') })],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a syntax error', coded('42601')],
    ['a SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('x is undefined')],
    ['no error at all', 'text'],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
