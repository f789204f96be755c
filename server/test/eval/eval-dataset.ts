/**
 * Loads an evaluation set as the product would see it: CSV files imported as an upload into a schema of the app's
 * database, or a generated database connected as a live PostgreSQL source. Either way the catalog comes from the
 * product's own profiling.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { buildCatalog } from '../../src/modules/data-sources/catalog-builder';
import type { Catalog } from '../../src/modules/data-sources/catalog/catalog';
import { PostgresConnection, openPostgresConnection } from '../../src/modules/data-sources/connections/postgres-connection';
import type { SourceConnection } from '../../src/modules/data-sources/connections/source-connection';
import { splitDictionaries } from '../../src/modules/data-sources/dictionary-files';
import { importFiles } from '../../src/modules/data-sources/import/import-files';
import { DEFAULT_MAX_BYTES } from '../../src/modules/data-sources/import/import-errors';
import { csvFolder, type EvalSet } from './eval-set';
import { loadSetDatabase } from './set-database';

export interface LoadedSource {
  catalog: Catalog;
  connection: SourceConnection;
  /** Drops what loading made. */
  dispose(): Promise<void>;
}

/** Imports a CSV folder into `schema` and profiles it, as an upload would (data dictionaries included). */
export async function loadDataset(pool: pg.Pool, dir: string, schema: string): Promise<Catalog> {
  const files = readdirSync(dir)
    .filter((name) => /\.(csv|xlsx)$/i.test(name))
    .sort()
    .map((name) => ({ path: path.join(dir, name), originalName: name, bytes: statSync(path.join(dir, name)).size }));
  const { dataFiles, dictionaries } = await splitDictionaries(files, DEFAULT_MAX_BYTES);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await importFiles(client, schema, dataFiles);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  const stored = await buildCatalog(PostgresConnection.borrow(pool, schema), dictionaries);
  return { sourceId: 0, sourceName: path.basename(dir), ...stored, synonyms: [], metrics: [] };
}

/** A live PostgreSQL database as a source: every table its login may read. */
export async function connectDatabase(url: string, name: string): Promise<{ catalog: Catalog; connection: SourceConnection }> {
  const parsed = new URL(url);
  const connection = await openPostgresConnection({
    kind: 'postgres',
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    database: decodeURIComponent(parsed.pathname.slice(1)),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  });
  const stored = await buildCatalog(connection);
  return { catalog: { sourceId: 0, sourceName: name, ...stored, synonyms: [], metrics: [] }, connection };
}

export async function loadSource(pool: pg.Pool, serverUrl: string, set: EvalSet): Promise<LoadedSource> {
  const folder = csvFolder(set);
  if (folder) {
    const schema = `eval_${set.name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${process.pid}_${Date.now()}`;
    const catalog = await loadDataset(pool, folder, schema);
    return {
      catalog: { ...catalog, sourceName: set.name },
      connection: PostgresConnection.borrow(pool, schema),
      dispose: async () => {
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      },
    };
  }
  const database = await loadSetDatabase(serverUrl, set);
  try {
    const { catalog, connection } = await connectDatabase(database.url, set.name);
    return {
      catalog,
      connection,
      dispose: async () => {
        await connection.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
