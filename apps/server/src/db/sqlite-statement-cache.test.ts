import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  const connection = new Sqlite(':memory:');
  afterEach(() => connection.exec('drop table if exists t'));

  it('prepares a statement once and hands the same one back', () => {
    const cached = withStatementCache(connection);
    expect(cached.prepare('select 1 as one')).toBe(cached.prepare('select 1 as one'));
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    connection.exec('create table t (n integer); insert into t values (1), (2)');
    const cached = withStatementCache(connection);
    const kept = cached.prepare('select n from t');
    const reading = kept.iterate([]);
    reading.next();
    const second = cached.prepare('select n from t');
    expect(second).not.toBe(kept);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    reading.return?.();
  });

  it('forgets the least recently used statement past 500, not one just used', () => {
    const cached = withStatementCache(connection);
    const prepares = vi.spyOn(connection, 'prepare');
    cached.prepare('select 0 as n');
    cached.prepare('select 1 as n');
    for (let i = 2; i < 500; i++) cached.prepare(`select ${i} as n`);
    cached.prepare('select 0 as n'); // used again: now the youngest
    cached.prepare('select 500 as n'); // the 501st: the oldest, 'select 1', goes
    prepares.mockClear();
    cached.prepare('select 0 as n');
    expect(prepares).not.toHaveBeenCalled();
    cached.prepare('select 1 as n');
    expect(prepares).toHaveBeenCalledTimes(1);
    prepares.mockRestore();
  });

  it('runs a statement again after the table it reads changed shape', () => {
    connection.exec('create table t (n integer); insert into t values (1)');
    const cached = withStatementCache(connection);
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1 }]);
    connection.exec('alter table t add column m integer default 7');
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1, m: 7 }]);
  });
});
