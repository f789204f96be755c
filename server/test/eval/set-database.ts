import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { splitDictionaries } from '../../src/modules/data-sources/dictionary-files';
import { DEFAULT_MAX_BYTES } from '../../src/modules/data-sources/import/import-errors';
import { importFiles } from '../../src/modules/data-sources/import/import-files';
import { csvFolder, type EvalSet } from './eval-set';

export interface SetDatabase {
  /** A connection URL to the set's own database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on the server behind `serverUrl`, holding the set's data: its generated SQL, or its CSV files
 * loaded into `public` (gold queries of CSV sets name the tables after their files).
 */
export async function loadSetDatabase(serverUrl: string, set: EvalSet): Promise<SetDatabase> {
  const name = `eval_${set.name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    if (set.datasetSql) await client.query(set.datasetSql());
    else {
      const folder = csvFolder(set);
      if (folder) await loadCsvFolder(client, folder);
    }
  } catch (error) {
    await client.end();
    await drop();
    throw error;
  }
  await client.end();
  return { url: url.href, drop };
}

/** CSV files through the product's own import (types inferred as an upload infers them), into `public`. */
async function loadCsvFolder(client: pg.Client, dir: string): Promise<void> {
  const files = readdirSync(dir)
    .filter((file) => /\.(csv|xlsx)$/i.test(file))
    .sort()
    .map((file) => ({ path: path.join(dir, file), originalName: file, bytes: statSync(path.join(dir, file)).size }));
  const { dataFiles } = await splitDictionaries(files, DEFAULT_MAX_BYTES);
  await client.query('BEGIN');
  await importFiles(client, 'public', dataFiles);
  await client.query('COMMIT');
}
