import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type ColumnSpec, POSTGRES_TYPES, toDatabaseValue } from './type-inference';

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Quoted fields are never NULL in COPY's CSV format; only an unquoted empty field is. */
function csvField(value: string | null): string {
  if (value === null) return '';
  // Most values hold no quote: skipping the replacement gives the same text for less work.
  return value.includes('"') ? `"${value.replace(/"/g, '""')}"` : `"${value}"`;
}

/** Rows are batched into chunks of about this size to keep the number of writes low. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Creates `schema.table` with the given columns and loads the rows with COPY FROM STDIN. The client must already be
 * in a transaction: nothing is committed here. Returns the number of rows loaded.
 */
export async function loadTable(
  client: ClientBase,
  schemaName: string,
  tableName: string,
  columns: readonly ColumnSpec[],
  rows: AsyncIterable<readonly string[]>,
): Promise<number> {
  const table = `${quoteIdent(schemaName)}.${quoteIdent(tableName)}`;
  const definitions = columns.map((column) => `${quoteIdent(column.name)} ${POSTGRES_TYPES[column.type]}`);
  await client.query(`CREATE TABLE ${table} (${definitions.join(', ')})`);

  let rowCount = 0;
  const types = columns.map((column) => column.type);
  async function* csvChunks(): AsyncGenerator<string> {
    let chunk = '';
    for await (const row of rows) {
      let line = '';
      for (let i = 0; i < types.length; i++) {
        if (i > 0) line += ',';
        line += csvField(toDatabaseValue(row[i], types[i] ?? 'text'));
      }
      chunk += line + '\n';
      rowCount++;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk !== '') yield chunk;
  }
  const names = columns.map((column) => quoteIdent(column.name)).join(', ');
  const copy = client.query(copyFrom(`COPY ${table} (${names}) FROM STDIN WITH (FORMAT csv)`));
  await pipeline(Readable.from(csvChunks()), copy);
  return rowCount;
}
