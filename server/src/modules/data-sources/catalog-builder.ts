import type { CatalogTable, Dialect } from './catalog/catalog';
import { applyDescriptions, type DataDictionary } from './catalog/data-dictionary';
import { profileSource } from './catalog/profile-source';
import { introspect } from './connections/introspect';
import type { SourceConnection } from './connections/source-connection';
import type { StoredCatalog } from './data-source.entity';

/** Profiles every table the connection can read into the catalog the row keeps. */
export async function buildCatalog(connection: SourceConnection, dictionaries: readonly DataDictionary[] = []): Promise<StoredCatalog> {
  const introspection = await introspect(connection);
  const profiled = await profileSource(connection, introspection);
  let tables = profiled.tables;
  for (const dictionary of dictionaries) tables = applyDescriptions(tables, dictionary);
  return { dialect: connection.dialect satisfies Dialect, tables, joins: profiled.joins };
}

/** A fresh profile keeps the descriptions the old one had, for tables and columns that are still there. */
export function keepDescriptions(previous: StoredCatalog | null, fresh: StoredCatalog): StoredCatalog {
  const old = new Map((previous?.tables ?? []).map((table) => [table.name, table]));
  const tables = fresh.tables.map((table): CatalogTable => {
    const before = old.get(table.name);
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
