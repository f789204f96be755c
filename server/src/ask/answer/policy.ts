import type { Catalog } from '../catalog/catalog';
import type { SqlPolicy } from '../safety/sql-policy';

const policies = new WeakMap<Catalog, Map<string, SqlPolicy>>();

/**
 * The SQL policy of one catalog: only its tables (each in its own schema) and columns, at most `maxRows` rows. The
 * same object is returned while the catalog lives, so validated SQL is remembered with it (see validateSql).
 */
export function policyFor(catalog: Catalog, schema: string, maxRows: number): SqlPolicy {
  let byLimits = policies.get(catalog);
  if (!byLimits) {
    byLimits = new Map();
    policies.set(catalog, byLimits);
  }
  const key = `${schema}\u0000${maxRows}`;
  let policy = byLimits.get(key);
  if (!policy) {
    policy = Object.freeze({
      dialect: catalog.dialect,
      schema,
      tables: catalog.tables.map((table) => ({ schema: table.schema, name: table.name, columns: table.columns.map((column) => column.name) })),
      maxRows,
    });
    byLimits.set(key, policy);
  }
  return policy;
}
