import { QueryResultCache } from './query-result-cache';
import type { QueryResult, SourceConnection } from './source-connection';

/** A connection over an in-memory table that counts the queries it runs; `fail` makes the next one fail. */
function countingConnection(schema = 'ds_1') {
  const state = { runs: 0, fail: false, value: 1 };
  const connection: SourceConnection = {
    dialect: 'postgres',
    schema,
    async query(sql): Promise<QueryResult> {
      state.runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) {
        state.fail = false;
        throw new Error('canceling statement due to statement timeout');
      }
      return { columns: [{ name: 'n', type: 'integer' }], rows: [[state.value, sql.length]], truncated: false };
    },
    close: async () => undefined,
  };
  return { connection, state };
}

describe('QueryResultCache', () => {
  it('runs a query once per schema, stamp and SQL, and shares one run among queries that arrive together', async () => {
    const cache = new QueryResultCache();
    const { connection, state } = countingConnection();
    const wrapped = cache.wrap(connection, 'stamp-1');
    const together = await Promise.all([wrapped.query('SELECT 1'), wrapped.query('SELECT 1'), wrapped.query('SELECT 1')]);
    expect(state.runs).toBe(1);
    expect(together.every((result) => result.rows[0]?.[0] === 1)).toBe(true);
    expect((await wrapped.query('SELECT 1')).rows).toEqual([[1, 8]]);
    expect(state.runs).toBe(1);

    await wrapped.query('SELECT 2');
    await wrapped.query('SELECT 1', [], { maxRows: 5 });
    await cache.wrap(countingConnection('ds_2').connection, 'stamp-1').query('SELECT 1');
    expect(state.runs).toBe(3);
  });

  it('runs again once the stamp moves, and answers the new data', async () => {
    const cache = new QueryResultCache();
    const { connection, state } = countingConnection();
    expect((await cache.wrap(connection, 'stamp-1').query('SELECT 1')).rows[0]?.[0]).toBe(1);
    state.value = 2;
    expect((await cache.wrap(connection, 'stamp-1').query('SELECT 1')).rows[0]?.[0]).toBe(1);
    expect((await cache.wrap(connection, 'stamp-2').query('SELECT 1')).rows[0]?.[0]).toBe(2);
    expect(state.runs).toBe(2);
  });

  it('does not remember errors, and hands out copies that callers may change', async () => {
    const cache = new QueryResultCache();
    const { connection, state } = countingConnection();
    const wrapped = cache.wrap(connection, 'stamp-1');
    state.fail = true;
    await expect(wrapped.query('SELECT 1')).rejects.toThrow('statement timeout');
    const first = await wrapped.query('SELECT 1');
    expect(state.runs).toBe(2);
    first.rows[0]![0] = 'changed';
    first.columns[0]!.name = 'changed';
    const second = await wrapped.query('SELECT 1');
    expect(second.rows[0]?.[0]).toBe(1);
    expect(second.columns[0]?.name).toBe('n');
    expect(state.runs).toBe(2);
  });
});
