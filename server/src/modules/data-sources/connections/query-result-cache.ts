import { LRUCache } from 'lru-cache';
import type { QueryResult, ReadOnlyQueryOptions, SourceConnection } from './source-connection';

/** How many result cells (rows × columns) are kept in all: a few hundred typical answers. */
const MAX_CELLS = 2_000_000;
/** Even an unchanged source's results are dropped after a while, so memory follows what people ask now. */
const TTL_MS = 10 * 60_000;

function copyOf(result: QueryResult): QueryResult {
  return { columns: result.columns.map((column) => ({ ...column })), rows: result.rows.map((row) => row.slice()), truncated: result.truncated };
}

/**
 * Results of read-only queries on sources whose data only changes with a known stamp: uploads (never, once imported)
 * and the demo data set (its live feed moves the stamp). The same SQL on the same schema and stamp gives the same
 * rows whoever asks, so a repeated question (or report card, or pulse) costs no database work. The key holds the
 * schema, the stamp, the SQL, its parameters and the row limit; callers have checked access and the SQL before.
 * Identical queries that arrive together share one execution. Live external databases are never cached.
 */
export class QueryResultCache {
  private readonly results = new LRUCache<string, QueryResult>({
    maxSize: MAX_CELLS,
    sizeCalculation: (result) => Math.max(1, result.rows.length * Math.max(1, result.columns.length)),
    ttl: TTL_MS,
  });
  private readonly running = new Map<string, Promise<QueryResult>>();

  /** `connection`, answering from the cache while `dataStamp` names the data it holds. */
  wrap(connection: SourceConnection, dataStamp: string): SourceConnection {
    return {
      dialect: connection.dialect,
      schema: connection.schema,
      query: (sql, params, options) => this.query(connection, dataStamp, sql, params, options),
      close: () => connection.close(),
    };
  }

  private async query(connection: SourceConnection, dataStamp: string, sql: string, params: readonly unknown[] | undefined, options: Partial<ReadOnlyQueryOptions> | undefined): Promise<QueryResult> {
    const key = JSON.stringify([connection.dialect, connection.schema, dataStamp, sql, params ?? [], options?.maxRows ?? null]);
    const cached = this.results.get(key);
    if (cached) return copyOf(cached);
    let running = this.running.get(key);
    if (!running) {
      running = connection.query(sql, params, options).finally(() => this.running.delete(key));
      this.running.set(key, running);
      // Only a result is remembered: an error (a timeout, say) is tried again next time. Callers get copies only.
      running.then((result) => this.results.set(key, result)).catch(() => undefined);
    }
    return copyOf(await running);
  }
}
