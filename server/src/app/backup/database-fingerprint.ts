import pg from 'pg';

/**
 * Row count and checksum of every table of every schema, and each sequence's position: two databases with equal
 * fingerprints hold the same data. The backup tests compare an original with its restored copy this way.
 */
export async function databaseFingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string; kind: string }>(
      `SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'S') AND n.nspname NOT IN ('information_schema') AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1, 2`,
    );
    const result: Record<string, string> = {};
    for (const { schema, name, kind } of rows) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const sql =
        kind === 'S'
          ? `SELECT 'last ' || last_value::text || ' ' || is_called::text AS sum FROM ${table}`
          : `SELECT count(*)::text || ' rows, md5 ' || coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '-') AS sum FROM ${table} AS t`;
      result[`${schema}.${name}`] = (await client.query<{ sum: string }>(sql)).rows[0]?.sum ?? '';
    }
    return result;
  } finally {
    await client.end();
  }
}
