import path from 'node:path';

/** PostgreSQL truncates identifiers beyond this many bytes (NAMEDATALEN - 1). */
export const MAX_IDENTIFIER_BYTES = 63;

function trimUnderscores(name: string): string {
  return name.replace(/^_+|_+$/g, '');
}

/** Cleans a sheet name or a base name (no extension handling) into a table name. */
export function sanitizeTableName(raw: string): string {
  let name = trimUnderscores(raw.toLowerCase().replace(/[^a-z0-9]+/g, '_'));
  if (name === '') return 'table';
  if (/^[0-9]/.test(name)) name = `t_${name}`;
  // Only [a-z0-9_] is left, so characters are bytes.
  return trimUnderscores(name.slice(0, MAX_IDENTIFIER_BYTES));
}

/** `order-details.csv` → `order_details`. */
export function tableNameFor(fileName: string): string {
  const base = path.basename(fileName);
  const ext = path.extname(base);
  return sanitizeTableName(ext === '' ? base : base.slice(0, -ext.length));
}

/** Keeps the first of each name and suffixes later clashes with `_2`, `_3`, … within the identifier limit. */
export function uniqueTableNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) {
      const suffix = `_${n}`;
      candidate = name.slice(0, MAX_IDENTIFIER_BYTES - suffix.length) + suffix;
    }
    taken.add(candidate);
    return candidate;
  });
}
