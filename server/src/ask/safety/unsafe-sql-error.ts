/**
 * SQL that the safety layer refuses to run. The message is meant for the person (or the model) that wrote the SQL:
 * it says what is wrong in their terms and never carries parser internals.
 */
export class UnsafeSqlError extends Error {
  override readonly name = 'UnsafeSqlError';

  constructor(message: string) {
    super(message);
    // A refusal is an expected outcome, not a fault: stack frames would only leak internals into logs and answers.
    this.stack = `${this.name}: ${message}`;
  }
}

export const refusals = {
  empty: () => new UnsafeSqlError('There is no SQL statement to run.'),
  tooLong: (limit: number) => new UnsafeSqlError(`The SQL is too long: at most ${limit} characters can be run.`),
  tooDeep: () => new UnsafeSqlError('The SQL is nested too deeply to be checked.'),
  notParsed: (reason: string) => new UnsafeSqlError(`The SQL could not be parsed: ${reason}.`),
  severalStatements: () => new UnsafeSqlError('Only a single statement can be run.'),
  unverifiable: () => new UnsafeSqlError('This SQL uses syntax that cannot be checked safely.'),
  notASelect: () => new UnsafeSqlError('Only a single SELECT statement can be run.'),
  selectInto: () => new UnsafeSqlError('SELECT … INTO is not allowed: a query can only read.'),
  locking: () => new UnsafeSqlError('Locking rows (FOR UPDATE, FOR SHARE) is not allowed: a query can only read.'),
  functionNotAllowed: (name: string) => new UnsafeSqlError(`The function ${name} is not allowed.`),
  typeNotAllowed: (name: string) => new UnsafeSqlError(`Converting to the type ${name} is not allowed.`),
  valueNotAllowed: (name: string) => new UnsafeSqlError(`The value ${name} is not allowed.`),
  operatorNotAllowed: (name: string) => new UnsafeSqlError(`The operator ${name} is not allowed.`),
  notSupported: (what: string) => new UnsafeSqlError(`${what} are not allowed.`),
  outsideSource: (table: string) => new UnsafeSqlError(`The table ${table} is not part of this data source.`),
  ambiguousTable: (name: string, schemas: readonly string[]) =>
    new UnsafeSqlError(
      `The table name "${name}" is in more than one schema (${schemas.join(', ')}); name it with its schema, such as ${schemas[0]}.${name}.`,
    ),
  unknownTable: (name: string, hint?: string) => new UnsafeSqlError(`Unknown table "${name}".${didYouMean(hint)}`),
  notInFrom: (table: string) => new UnsafeSqlError(`The table "${table}" is not in the FROM clause.`),
  unknownColumn: (name: string, table?: string, hint?: string) =>
    new UnsafeSqlError(`Unknown column "${name}"${table ? ` in table "${table}"` : ''}.${didYouMean(hint)}`),
};

function didYouMean(hint: string | undefined): string {
  return hint === undefined ? '' : ` Did you mean "${hint}"?`;
}
