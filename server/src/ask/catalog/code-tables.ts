/**
 * Shared code tables: one table that says what every kind of code of a package means (`cd_lkp`: OSTAT X 'cancelled',
 * CHAN W 'website'). Joins cannot reach it (its key is the kind and the code together), so each code column of the
 * other tables is matched here to the kind whose codes it holds, and the words of each meaning name its code.
 */
import { tableId, type Catalog, type CatalogColumn, type CatalogTable } from './catalog';

export interface CodeMeanings {
  /** What each code of a column means, by `table\u0000column`. */
  columns: Map<string, Map<string, string>>;
  /** The code tables that explain a column: their own rows are never the rows asked about. */
  tables: Set<string>;
}

/**
 * What a code means, without the gloss after it: 'Cancelled' of 'Cancelled - deposit kept', 'Standing order' of
 * 'Standing order (pays in instalments)'. Questions say the head; the gloss only explains it.
 */
export function meaningHead(meaning: string): string {
  return meaning.split(/\s+[-–—:]\s+|\s*[(;]/)[0]?.trim() || meaning;
}

export function codeKey(table: string, column: string): string {
  return `${table}\u0000${column}`;
}

/** The kinds of code of a code table, each with what its codes mean. */
function kindsOf(table: CatalogTable): Map<string, Map<string, string>> {
  const kinds = new Map<string, Map<string, string>>();
  for (const row of table.codes ?? []) {
    const codes = kinds.get(row.group) ?? new Map<string, string>();
    codes.set(row.code.trim(), row.description.trim());
    kinds.set(row.group, codes);
  }
  return kinds;
}

/** Whether the kind's name and the column's name share a word ('OSTAT' and stat_cd, 'CHAN' and chan_cd). */
function namesAlike(kind: string, column: CatalogColumn): boolean {
  const name = kind.toLowerCase();
  return column.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => word.length >= 3 && (name.includes(word) || word.includes(name)));
}

/**
 * Whether a column's values may be a kind's codes: it uses every code of the kind, or it is named like the kind, or its
 * codes are words of three letters or more and it uses most of them. Two one-letter codes out of five (an exam type's
 * P and T among the lesson states S, D, A, P, T) fit by chance.
 */
function mayBeKind(kind: string, codes: Map<string, string>, values: string[], column: CatalogColumn): boolean {
  if (!values.every((value) => codes.has(value))) return false;
  if (values.length === codes.size || namesAlike(kind, column)) return true;
  return values.every((value) => value.length >= 3) && values.length * 2 >= codes.size;
}

/**
 * The kind whose codes hold every value of the column (at least two), the one most of whose codes the column uses;
 * where two fit alike, the one named like the column; none where that does not tell them apart.
 */
function kindOfColumn(column: CatalogColumn, kinds: Map<string, Map<string, string>>): Map<string, string> | undefined {
  const values = [...new Set((column.values ?? []).map((value) => value.trim()).filter((value) => value !== ''))];
  if (column.type !== 'text' || values.length < 2) return undefined;
  const fits = [...kinds].filter(([kind, codes]) => mayBeKind(kind, codes, values, column)).map(([kind, codes]) => ({ kind, codes, share: values.length / codes.size }));
  if (fits.length === 0) return undefined;
  const best = Math.max(...fits.map((fit) => fit.share));
  const closest = fits.filter((fit) => fit.share === best);
  if (closest.length === 1) return closest[0]?.codes;
  const named = closest.filter((fit) => namesAlike(fit.kind, column));
  return named.length === 1 ? named[0]?.codes : undefined;
}

export function codeMeanings(catalog: Catalog): CodeMeanings {
  const meanings: CodeMeanings = { columns: new Map(), tables: new Set() };
  const codeTables = catalog.tables.filter((table) => table.codes?.length);
  if (codeTables.length === 0) return meanings;
  // A column that points at a table of its own is read through that table.
  const pointers = new Set(catalog.joins.map((join) => codeKey(join.fromTable, join.fromColumn)));
  for (const codeTable of codeTables) {
    const kinds = kindsOf(codeTable);
    for (const table of catalog.tables) {
      if (table === codeTable) continue;
      for (const column of table.columns) {
        if (column.isPrimaryKey || pointers.has(codeKey(tableId(table), column.name))) continue;
        const codes = kindOfColumn(column, kinds);
        if (!codes) continue;
        meanings.columns.set(codeKey(tableId(table), column.name), codes);
        meanings.tables.add(tableId(codeTable));
      }
    }
  }
  return meanings;
}
