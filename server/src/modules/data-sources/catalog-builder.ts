import { type CatalogTable, type Dialect, tableId } from './catalog/catalog';
import { applyDescriptions, type DataDictionary } from './catalog/data-dictionary';
import { profileSource } from './catalog/profile-source';
import { introspect, type IntrospectOptions } from './connections/introspect';
import type { SourceConnection } from './connections/source-connection';
import type { StoredCatalog } from './data-source.entity';

/**
 * Profiles every table the connection can read into the catalog the row keeps: those of the connection's schema, or
 * with `allSchemas` those of every schema of the database (see introspect).
 */
export async function buildCatalog(
  connection: SourceConnection,
  dictionaries: readonly DataDictionary[] = [],
  options: IntrospectOptions = {},
): Promise<StoredCatalog> {
  const introspection = await introspect(connection, options);
  const profiled = await profileSource(connection, introspection);
  let tables = profiled.tables;
  for (const dictionary of dictionaries) tables = applyDescriptions(tables, dictionary);
  return { dialect: connection.dialect satisfies Dialect, defaultSchema: connection.schema, tables, joins: profiled.joins };
}

/** A fresh profile keeps the descriptions the old one had, for tables and columns that are still there. */
export function keepDescriptions(previous: StoredCatalog | null, fresh: StoredCatalog): StoredCatalog {
  const old = new Map((previous?.tables ?? []).map((table) => [tableId(table), table]));
  const tables = fresh.tables.map((table): CatalogTable => {
    const before = old.get(tableId(table));
    if (!before) return table;
    const columns = new Map(before.columns.map((column) => [column.name, column]));
    return {
      ...table,
      description: table.description ?? before.description,
      columns: table.columns.map((column) => ({ ...column, description: column.description ?? columns.get(column.name)?.description })),
    };
  });
  return { ...fresh, tables };
}
