/**
 * How key columns tend to be named, used to guess primary keys and joins when the schema declares none (uploaded
 * files never do). All comparisons ignore case.
 */

/** 'categories' → 'category', 'sales_teams' → 'sales_team', 'boxes' → 'box'; words that are not plurals stay. */
export function singular(name: string): string {
  const lower = name.toLowerCase();
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower) && !/(ss|is|us)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** `id`, `<singular>_id`, `<table>_id`, `<table>id`, `<singular>id`: the names of a table's own key column. */
export function isOwnKeyName(column: string, table: string): boolean {
  const name = column.toLowerCase();
  const tableName = table.toLowerCase();
  const candidates = new Set(['id', ...[tableName, singular(tableName)].flatMap((base) => [`${base}_id`, `${base}id`])]);
  return candidates.has(name);
}

/** Suffixes that mark a column as pointing at another table's key. */
const KEY_SUFFIX = /_(id|via|by|code)$/i;

/** A name that points at a key: `…_id`, `…_via`, `…_by`, `…_code`, or another table's singular name. */
export function isKeyLikeName(column: string, tableSingulars: ReadonlySet<string>): boolean {
  return KEY_SUFFIX.test(column) || tableSingulars.has(column.toLowerCase());
}

/** What a key-like name refers to: 'ship_via' → 'ship', 'customer_code' → 'customer', 'account' → 'account'. */
export function keyStem(column: string): string {
  return column.toLowerCase().replace(KEY_SUFFIX, '');
}

/**
 * Whether a key-like column's name relates to a table: its stem and the table's singular name start alike
 * ('ship' and 'shipper', 'customer' and 'customer'), so that overlapping numbers alone never make a join.
 */
export function nameRelatesToTable(column: string, table: string): boolean {
  const stem = keyStem(column).replace(/_/g, '');
  const target = singular(table).replace(/_/g, '');
  if (stem.length < 3 || target.length < 3) return stem === target;
  return target.startsWith(stem) || stem.startsWith(target);
}
