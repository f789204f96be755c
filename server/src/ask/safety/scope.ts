import { closestName } from './name-hints';
import type { PolicyTable, SqlPolicy } from './sql-policy';
import { refusals } from './unsafe-sql-error';

/** The columns of a relation, or undefined when they cannot be known (then every column name is accepted). */
export type Columns = readonly string[] | undefined;

/** A catalog table where it lives, and the name queries and messages know it by. */
export interface ResolvedTable {
  schema: string;
  name: string;
  columns: readonly string[];
  /** `name`, or `schema.name` when tables of several schemas share the name. */
  label: string;
}

/** Something a FROM clause makes visible: a catalog table, a CTE or a subquery, under its alias. */
interface Relation {
  name: string;
  /** The catalog table, when it is one. */
  table?: ResolvedTable;
  columns: Columns;
}

/** A possibly schema-qualified name, as written in the query. */
export interface QualifiedName {
  schema?: string;
  name: string;
}

/** What all the scopes of one query share: the policy, how names compare, and the catalog tables it reads. */
export class QueryContext {
  readonly tablesRead = new Set<string>();
  private readonly tables: ResolvedTable[];
  private readonly schemas: ReadonlySet<string>;

  /**
   * @param foldCase whether column and alias names compare case-insensitively (MySQL). Postgres compares them
   *   exactly, since its parser has already folded the unquoted ones. Table and schema names always compare exactly.
   */
  constructor(
    readonly policy: SqlPolicy,
    private readonly foldCase: boolean,
  ) {
    this.tables = policy.tables.map((table) => resolved(table, policy));
    this.schemas = new Set(this.tables.map((table) => table.schema));
  }

  sameName(a: string, b: string): boolean {
    return this.foldCase ? a.toLowerCase() === b.toLowerCase() : a === b;
  }

  /** Whether any catalog table has this name, in any schema. */
  hasTable(name: string): boolean {
    return this.tables.some((table) => table.name === name);
  }

  hasSchema(schema: string): boolean {
    return this.schemas.has(schema);
  }

  /**
   * The catalog table a FROM clause names. A qualified name must be exactly a catalog table; an unqualified one is
   * the table of that name in the policy's schema, else the only one of that name. Anything else is refused.
   */
  resolveTable(table: QualifiedName): ResolvedTable {
    if (table.schema !== undefined) {
      const found = this.tables.find((candidate) => candidate.schema === table.schema && candidate.name === table.name);
      return found ?? this.refuseTable(table);
    }
    const named = this.tables.filter((candidate) => candidate.name === table.name);
    const [only] = named;
    const inDefault = named.find((candidate) => candidate.schema === this.policy.schema);
    if (inDefault) return inDefault;
    if (only && named.length === 1) return only;
    if (named.length > 1) throw refusals.ambiguousTable(table.name, named.map((candidate) => candidate.schema));
    return this.refuseTable(table);
  }

  /** Refuses a table that is not in the catalog: a likely typo gets a hint, anything else is outside the source. */
  private refuseTable(table: QualifiedName): never {
    const { schema, name } = table;
    if (schema === undefined) {
      const hint = closestName(name, new Set(this.tables.map((candidate) => candidate.name)));
      if (hint !== undefined) throw refusals.unknownTable(name, hint);
      throw refusals.outsideSource(name);
    }
    // A schema of another source, or of the database itself (pg_catalog), is outside whatever the name.
    if (!this.schemas.has(schema)) throw refusals.outsideSource(`${schema}.${name}`);
    const elsewhere = this.tables.find((candidate) => candidate.name === name);
    if (elsewhere) throw refusals.unknownTable(`${schema}.${name}`, `${elsewhere.schema}.${elsewhere.name}`);
    const hint = closestName(name, this.tables.filter((candidate) => candidate.schema === schema).map((candidate) => candidate.name));
    if (hint !== undefined) throw refusals.unknownTable(name, hint);
    throw refusals.outsideSource(`${schema}.${name}`);
  }
}

function resolved(table: PolicyTable, policy: SqlPolicy): ResolvedTable {
  const schema = table.schema ?? policy.schema;
  const shared = policy.tables.some((other) => other !== table && other.name === table.name);
  return { schema, name: table.name, columns: table.columns, label: shared ? `${schema}.${table.name}` : table.name };
}

/**
 * The names visible at one point of a query: the relations of one SELECT, its output aliases, the CTEs in force,
 * and, through `parent`, those of the enclosing queries (correlated subqueries see them).
 */
export class Scope {
  private readonly relations: Relation[] = [];
  private readonly ctes = new Map<string, Columns>();
  private readonly outputAliases: string[] = [];

  constructor(
    readonly context: QueryContext,
    private readonly parent?: Scope,
  ) {}

  child(): Scope {
    return new Scope(this.context, this);
  }

  addCte(name: string, columns: Columns): void {
    this.ctes.set(name, columns);
  }

  addOutputAlias(alias: string): void {
    this.outputAliases.push(alias);
  }

  /** A subquery (or VALUES list) in FROM. */
  addDerived(alias: string, columns: Columns, renamed?: readonly string[]): void {
    this.relations.push({ name: alias, columns: rename(columns, renamed) });
  }

  /**
   * A table name in FROM: a CTE when one of that name is in force and no schema is given, else a catalog table (see
   * QueryContext.resolveTable). Anything else is refused.
   * @returns the catalog table, whose schema the caller writes into the query, or undefined for a CTE
   */
  addTable(table: QualifiedName, alias?: string, renamed?: readonly string[]): ResolvedTable | undefined {
    const cte = table.schema === undefined ? this.findCte(table.name) : undefined;
    if (cte) {
      this.relations.push({ name: alias ?? table.name, columns: rename(cte.columns, renamed) });
      return undefined;
    }
    const catalogTable = this.context.resolveTable(table);
    this.context.tablesRead.add(catalogTable.label);
    const columns = rename(catalogTable.columns, renamed);
    this.relations.push({ name: alias ?? table.name, table: catalogTable, columns });
    return catalogTable;
  }

  /** Checks a column reference, `column` or `qualifier.column` (`*` included). */
  checkColumn(column: string, qualifier?: QualifiedName): void {
    if (qualifier) this.checkQualifiedColumn(column, qualifier);
    else if (column !== '*' && !this.providesColumn(column)) this.refuseColumn(column);
  }

  /** The columns `*` (or `qualifier.*`) stands for here. */
  starColumns(qualifier?: string): Columns {
    const relations = qualifier === undefined ? this.relations : [this.findRelation(qualifier)];
    if (relations.some((relation) => relation?.columns === undefined)) return undefined;
    return relations.flatMap((relation) => relation?.columns ?? []);
  }

  private findCte(name: string): { columns: Columns } | undefined {
    if (this.ctes.has(name)) return { columns: this.ctes.get(name) };
    return this.parent?.findCte(name);
  }

  private findRelation(name: string): Relation | undefined {
    const own = this.relations.find((relation) => this.context.sameName(relation.name, name));
    return own ?? this.parent?.findRelation(name);
  }

  private checkQualifiedColumn(column: string, qualifier: QualifiedName): void {
    const { schema, name } = qualifier;
    if (schema !== undefined && !this.context.hasSchema(schema)) throw refusals.outsideSource(`${schema}.${name}`);
    const relation = this.findRelation(name);
    // `schema.table.column` names a catalog table under its own name, in that schema.
    if (!relation || (schema !== undefined && (relation.table?.schema !== schema || relation.table.name !== name))) {
      this.refuseQualifier(name);
    }
    if (column === '*' || relation.columns === undefined || this.includes(relation.columns, column)) return;
    throw refusals.unknownColumn(column, relation.table?.label ?? relation.name, closestName(column, relation.columns));
  }

  private refuseQualifier(name: string): never {
    if (this.context.hasTable(name)) throw refusals.notInFrom(name);
    throw refusals.unknownTable(name, closestName(name, this.visibleRelations().map((relation) => relation.name)));
  }

  /** Output aliases count only in their own SELECT; relations of enclosing queries count too (correlation). */
  private providesColumn(column: string): boolean {
    if (this.includes(this.outputAliases, column)) return true;
    for (let scope: Scope | undefined = this; scope; scope = scope.parent) {
      if (scope.relations.some((relation) => this.relationProvides(relation, column))) return true;
    }
    return false;
  }

  /** A relation's own name counts as a column too: Postgres reads it as the whole row. */
  private relationProvides(relation: Relation, column: string): boolean {
    return (
      relation.columns === undefined ||
      this.includes(relation.columns, column) ||
      this.context.sameName(relation.name, column)
    );
  }

  private refuseColumn(column: string): never {
    const known = this.visibleRelations().filter((relation) => relation.columns !== undefined);
    const hint = closestName(column, known.flatMap((relation) => relation.columns ?? []));
    const relation =
      hint === undefined
        ? this.relations.length === 1 ? this.relations[0] : undefined
        : known.find((candidate) => candidate.columns?.includes(hint));
    throw refusals.unknownColumn(column, relation && (relation.table?.label ?? relation.name), hint);
  }

  /** Innermost first. */
  private visibleRelations(): Relation[] {
    return this.parent ? [...this.relations, ...this.parent.visibleRelations()] : this.relations;
  }

  private includes(names: readonly string[], name: string): boolean {
    return names.some((candidate) => this.context.sameName(candidate, name));
  }
}

/** `FROM t AS x (a, b)` renames the first columns of t. */
export function rename(columns: Columns, renamed: readonly string[] | undefined): Columns {
  if (!renamed?.length || columns === undefined) return columns;
  return [...renamed, ...columns.slice(renamed.length)];
}
