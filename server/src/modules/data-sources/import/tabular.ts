import { ImportError } from './import-errors';
import { MAX_IDENTIFIER_BYTES } from './table-name';

/** One table read from a file: a CSV file or one XLSX sheet. `rows` can be iterated once. */
export interface TabularSheet {
  /** The file's or the sheet's name, before it becomes a table name. */
  name: string;
  header: string[];
  rows: AsyncIterable<string[]>;
}

export function missingHeaderError(line: number): ImportError {
  return new ImportError('The first row is empty; the file needs a header row with column names.', line);
}

/** PostgreSQL's system columns: a table cannot have a column of the same name (found by fuzzing the import). */
const SYSTEM_COLUMNS = new Set(['tableoid', 'xmin', 'cmin', 'xmax', 'cmax', 'ctid']);

/**
 * Checks a header row and returns its column names without the spaces around them; `line` is where it was read.
 * Padding in a header is layout, not part of a name, and a name with edge spaces could not be referred to safely:
 * the SQL parser of the safety checks drops them from a qualified name (found by fuzzing the import).
 */
export function validateHeader(header: readonly string[], line: number): string[] {
  const names = header.map((name) => name.trim());
  if (names.every((name) => name === '')) {
    throw missingHeaderError(line);
  }
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (name === '') throw new ImportError(`Column ${i + 1} has no name in the header.`, line);
    // PostgreSQL would silently truncate a longer name, which could make two columns collide.
    if (Buffer.byteLength(name, 'utf8') > MAX_IDENTIFIER_BYTES) {
      throw new ImportError(`Column name "${name}" is longer than ${MAX_IDENTIFIER_BYTES} bytes.`, line);
    }
    if (SYSTEM_COLUMNS.has(name)) throw new ImportError(`Column name "${name}" is reserved by the database; rename that column.`, line);
    if (seen.has(name)) throw new ImportError(`Duplicate column name "${name}" in the header.`, line);
    seen.add(name);
  });
  return names;
}

/** How many ragged rows one error reports; reading stops once this many are found. */
export const MAX_REPORTED_RAGGED_ROWS = 5;

/** Collects rows whose width differs from the header's, to report several of them in one error. */
export class RaggedRows {
  private readonly found: { line: number; fields: number }[] = [];

  constructor(private readonly headerWidth: number) {}

  /** Records a ragged row; throws as soon as the report is full. */
  add(line: number, fields: number): void {
    this.found.push({ line, fields });
    if (this.found.length >= MAX_REPORTED_RAGGED_ROWS) this.throwIfAny();
  }

  throwIfAny(): void {
    const first = this.found[0];
    if (first === undefined) return;
    const message = this.found
      .map(({ line, fields }) => `Row ${line} has ${fields} fields; the header has ${this.headerWidth}.`)
      .join(' ');
    throw new ImportError(
      message,
      first.line,
      this.found.map(({ line }) => line),
    );
  }
}
