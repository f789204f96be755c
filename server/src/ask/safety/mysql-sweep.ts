import { ALLOWED_FUNCTIONS } from './allowlists';
import { BARE_KEYWORD, functionName, type MysqlNode } from './mysql-checker';
import type { SqlPolicy } from './sql-policy';
import { refusals } from './unsafe-sql-error';

/*
 * A second look at every node of a checked MySQL tree, wherever it sits. The checker reads the fields it knows;
 * the printer prints whatever the parser put in the tree. This sweep makes sure that no unknown kind of node, no
 * function outside the allowlist, no variable and no table outside the data source hides in a field the checker
 * does not read.
 */

const KNOWN_TYPES: ReadonlySet<string> = new Set([
  'select', 'column_ref', 'star', 'binary_expr', 'unary_expr', 'expr_list', 'function', 'aggr_func', 'case', 'when',
  'else', 'cast', 'datatype', 'extract', 'interval', 'origin', 'default', 'window', 'dual', 'ESCAPE', 'ASC', 'DESC',
  'DISTINCT', 'backticks_quote_string', 'number', 'string', 'single_quote_string', 'double_quote_string',
  'natural_string', 'hex_string', 'full_hex_string', 'bit_string', 'bool', 'boolean', 'null', 'date', 'time',
  'timestamp', 'datetime',
]);

export function sweep(tree: MysqlNode, policy: SqlPolicy): void {
  const cteNames = new Set<string>();
  visit(tree, (node) => collectCteNames(node, cteNames));
  const tables = new Set(policy.tables.map((table) => tableKey(table.schema ?? policy.schema, table.name)));
  visit(tree, (node) => checkNode(node, tables, cteNames));
}

const tableKey = (database: string, table: string): string => `${database}\u0000${table}`;

function visit(value: unknown, check: (node: MysqlNode) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => visit(item, check));
  if (value === null || typeof value !== 'object') return;
  const node = value as MysqlNode;
  check(node);
  for (const [field, child] of Object.entries(node)) if (field !== 'loc') visit(child, check);
}

function collectCteNames(node: MysqlNode, names: Set<string>): void {
  if (!Array.isArray(node.with)) return;
  for (const cte of node.with as MysqlNode[]) {
    const name = (cte?.name as MysqlNode | undefined)?.value;
    if (typeof name === 'string') names.add(name);
  }
}

function checkNode(node: MysqlNode, tables: ReadonlySet<string>, cteNames: ReadonlySet<string>): void {
  if (typeof node.type === 'string' && !KNOWN_TYPES.has(node.type)) {
    throw refusals.notSupported('These SQL constructs');
  }
  if ((node.type === 'function' || node.type === 'aggr_func') && !ALLOWED_FUNCTIONS.mysql.has(functionName(node))) {
    throw refusals.functionNotAllowed(functionName(node));
  }
  if (node.type === 'origin' && !BARE_KEYWORD.test(String(node.value))) {
    throw refusals.notSupported('These SQL constructs');
  }
  if (node.type === undefined && typeof node.table === 'string' && 'db' in node) checkTableName(node, tables, cteNames);
}

/** The checker qualified every catalog table with its database, so an unqualified table can only be a CTE. */
function checkTableName(node: MysqlNode, tables: ReadonlySet<string>, cteNames: ReadonlySet<string>): void {
  const table = String(node.table);
  if ((typeof node.db === 'string' && tables.has(tableKey(node.db, table))) || (node.db === null && cteNames.has(table))) return;
  throw refusals.outsideSource(typeof node.db === 'string' ? `${node.db}.${table}` : table);
}
