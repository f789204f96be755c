/**
 * Evaluation sets for the ask engine. A set is a folder with:
 * - `questions.json`: `{ name, today, items }`, each item `{ id, q, sql, columns, rows, order?, loose_labels?,
 *   answerable? }`. `sql` is the gold query (PostgreSQL); `columns` and `rows` are its result, written by
 *   `npm run eval:gold`. An item with `"answerable": false` is a question the data cannot answer: the right answer is a
 *   decline or a question back, and any rows count as wrong. `today` is the date relative times ("last month") count
 *   from.
 * - either `dataset.ts`, exporting `datasetSql()`: the DDL and rows (deterministic, seeded) for an empty PostgreSQL
 *   database, connected to the engine as a live PostgreSQL source; or `"csv": "<folder>"` in questions.json: CSV
 *   files imported as an upload (relative to the set's folder).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface EvalSetItem {
  id: string;
  q: string;
  sql?: string;
  columns?: string[];
  rows?: unknown[][];
  order?: boolean;
  loose_labels?: boolean;
  answerable?: boolean;
  note?: string;
}

export interface EvalSetFile {
  name: string;
  /** ISO date: "today" for relative time words. */
  today: string;
  /** CSV folder for sets imported as an upload: relative to the set's folder, or `shared:<name>` for a folder of
   * ../shared/datasets. */
  csv?: string;
  items: EvalSetItem[];
}

export interface EvalSet extends EvalSetFile {
  dir: string;
  /** The dataset's SQL, for sets loaded as a live database. */
  datasetSql?: () => string;
}

/** Where ../shared/datasets is on this machine (CI clones the repository elsewhere). */
export const SHARED_DATASETS = process.env.QUARRY_DATASETS ?? '/work/shared/datasets';

/** The folder of a CSV set's files. */
export function csvFolder(set: EvalSet): string | undefined {
  if (!set.csv) return undefined;
  return set.csv.startsWith('shared:') ? path.join(SHARED_DATASETS, set.csv.slice('shared:'.length)) : path.resolve(set.dir, set.csv);
}

export function readEvalSet(dir: string): EvalSet {
  const file = JSON.parse(readFileSync(path.join(dir, 'questions.json'), 'utf8')) as EvalSetFile;
  if (file.csv) return { ...file, dir };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the set's generator is chosen at run time
  const module = require(path.join(dir, 'dataset.ts')) as { datasetSql?: () => string };
  if (typeof module.datasetSql !== 'function') throw new Error(`${dir}/dataset.ts must export datasetSql()`);
  return { ...file, dir, datasetSql: module.datasetSql };
}
