import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ASK_MAX_ROWS } from '../../app/config';
import { buildCatalog } from '../../modules/data-sources/catalog-builder';
import type { Catalog } from '../../modules/data-sources/catalog/catalog';
import { PostgresConnection } from '../../modules/data-sources/connections/postgres-connection';
import type { SourceConnection } from '../../modules/data-sources/connections/source-connection';
import { splitDictionaries } from '../../modules/data-sources/dictionary-files';
import { importFiles } from '../../modules/data-sources/import/import-files';
import { DEFAULT_MAX_BYTES } from '../../modules/data-sources/import/import-errors';
import { askOffline } from '../engine/ask-engine';
import { resultMatches, type EvalItem } from './score';

/** Imports the dataset into a fresh schema and profiles it, as an upload would. */
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

/** Asks every item with the offline engine and scores it; an error counts as a wrong answer. */
export async function scoreItems(items: readonly EvalItem[], catalog: Catalog, connection: SourceConnection) {
  const results = [];
  for (const item of items) {
    const answer = await askOffline(item.q, catalog, connection, { timeoutMs: 10_000, maxRows: ASK_MAX_ROWS }).catch((error: unknown) => ({
      rows: [] as unknown[][],
      sql: null,
      answer: `error: ${error instanceof Error ? error.message : String(error)}`,
    }));
    results.push({ item, ok: resultMatches(item, answer.rows), answer });
  }
  return results;
}

