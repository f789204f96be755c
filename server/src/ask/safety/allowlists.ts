import type { Dialect } from '../catalog/catalog';

/*
 * What a query may call, by name, lower-cased. Anything not listed is refused: the database has many functions that
 * sleep, read files, open connections or change settings, and a list of the harmless ones is the only list that
 * stays safe as databases add more.
 */

const AGGREGATES = [
  'count', 'sum', 'avg', 'min', 'max',
  'stddev', 'stddev_pop', 'stddev_samp', 'variance', 'var_pop', 'var_samp',
  'string_agg', 'array_agg', 'bool_and', 'bool_or', 'percentile_cont', 'percentile_disc',
];

const WINDOW_FUNCTIONS = [
  'row_number', 'rank', 'dense_rank', 'lag', 'lead', 'first_value', 'last_value', 'ntile', 'percent_rank', 'cume_dist',
];

const DATE_FUNCTIONS = [
  'date_trunc', 'date_part', 'extract', 'to_char', 'now', 'current_date', 'current_timestamp', 'make_date', 'age',
  'to_date', 'to_timestamp',
];

const SCALAR_FUNCTIONS = [
  'lower', 'upper', 'trim', 'ltrim', 'rtrim', 'length', 'char_length', 'substring', 'substr', 'left', 'right',
  'concat', 'concat_ws', 'replace', 'position', 'strpos', 'split_part', 'initcap',
  'coalesce', 'nullif', 'greatest', 'least',
  'round', 'floor', 'ceil', 'ceiling', 'abs', 'power', 'sqrt', 'ln', 'log', 'exp', 'mod', 'sign', 'trunc', 'cast',
];

/** Both parsers read `EXISTS (subquery)` as a call named exists. */
const SYNTAX_AS_CALLS = ['exists'];

const MYSQL_FUNCTIONS = [
  'year', 'month', 'day', 'quarter', 'week', 'date', 'date_format', 'str_to_date', 'dayofweek', 'datediff',
  'date_add', 'date_sub', 'curdate', 'timestampdiff', 'ifnull', 'if', 'group_concat', 'weekday', 'dayname', 'hour',
];

const SHARED = [...AGGREGATES, ...WINDOW_FUNCTIONS, ...DATE_FUNCTIONS, ...SCALAR_FUNCTIONS, ...SYNTAX_AS_CALLS];

export const ALLOWED_FUNCTIONS: Record<Dialect, ReadonlySet<string>> = {
  postgres: new Set(SHARED),
  mysql: new Set([...SHARED, ...MYSQL_FUNCTIONS]),
};

/**
 * Types a value may be cast to. Others are refused because their input functions look things up (regclass and the
 * other reg* types reveal what else is in the database) or are user-defined code.
 */
export const ALLOWED_CAST_TYPES: Record<Dialect, ReadonlySet<string>> = {
  postgres: new Set([
    'smallint', 'integer', 'int', 'bigint', 'int2', 'int4', 'int8', 'numeric', 'decimal', 'real', 'float', 'float4',
    'float8', 'double precision', 'text', 'varchar', 'character varying', 'char', 'character', 'boolean', 'bool',
    'date', 'time', 'time without time zone', 'timestamp', 'timestamp without time zone', 'timestamptz',
    'timestamp with time zone', 'interval',
  ]),
  mysql: new Set([
    'char', 'nchar', 'signed', 'unsigned', 'signed integer', 'unsigned integer', 'int', 'integer', 'decimal', 'double',
    'float', 'real', 'date', 'datetime', 'time',
  ]),
};

/** Postgres value keywords that read the clock; the others (current_user, current_schema …) describe the session. */
export const ALLOWED_POSTGRES_KEYWORDS: ReadonlySet<string> = new Set([
  'current_date', 'current_time', 'current_timestamp', 'localtime', 'localtimestamp',
]);
