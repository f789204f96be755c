import type { DatabaseConnectionConfig } from './connection-config';
import { openMysqlConnection } from './mysql-connection';
import { openPostgresConnection } from './postgres-connection';
import type { SourceConnection } from './source-connection';

/** A connection to an external database of either kind; the caller closes it. */
export function openConnection(config: DatabaseConnectionConfig): Promise<SourceConnection> {
  return config.kind === 'postgres' ? openPostgresConnection(config) : openMysqlConnection(config);
}
