import type pg from 'pg';
import type { DatabaseConnectionConfig } from './connections/connection-config';
import { openConnection } from './connections/open-connection';
import { PostgresConnection } from './connections/postgres-connection';
import type { SourceConnection } from './connections/source-connection';

/**
 * Open connections to external databases, one per source and kept between questions; uploaded sources borrow the
 * app's own pool and need no entry. Entries are dropped (and closed) when a source is deleted.
 */
export class SourceConnections {
  private readonly open = new Map<number, Promise<SourceConnection>>();

  constructor(private readonly pool: pg.Pool) {}

  forUpload(schemaName: string): SourceConnection {
    return PostgresConnection.borrow(this.pool, schemaName);
  }

  /** The cached connection of an external source; `config` is only read (decrypted) when none is open yet. */
  forDatabase(sourceId: number, config: () => Promise<DatabaseConnectionConfig>): Promise<SourceConnection> {
    let connection = this.open.get(sourceId);
    if (connection === undefined) {
      connection = config().then(openConnection);
      this.open.set(sourceId, connection);
      // A failed open is not cached: the next question tries again.
      connection.catch(() => this.open.delete(sourceId));
    }
    return connection;
  }

  async close(sourceId: number): Promise<void> {
    const connection = this.open.get(sourceId);
    this.open.delete(sourceId);
    await connection?.then((opened) => opened.close()).catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.open.keys()].map((id) => this.close(id)));
  }
}
