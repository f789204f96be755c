import { Field, Float, ObjectType } from 'type-graphql';
import { tableId } from './catalog/catalog';
import type { StoredCatalog } from './data-source.entity';

@ObjectType({ description: 'A column of a data source table, as the catalog knows it.', simpleResolvers: true })
export class DataSourceColumn {
  @Field()
  name: string;

  @Field({ description: 'integer, numeric, boolean, date, timestamp or text.' })
  type: string;

  @Field(() => String, { nullable: true, description: 'From a data dictionary, when one came with the files.' })
  description: string | null;
}

@ObjectType({ description: 'A table of a data source with its row count and columns.', simpleResolvers: true })
export class DataSourceTable {
  @Field()
  name: string;

  @Field(() => Float)
  rowCount: number;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => [DataSourceColumn])
  columns: DataSourceColumn[];
}

/**
 * The catalog summary clients see: no sample values, no statistics. Empty while a source is importing. Tables are
 * named as synonyms and metrics name them: `schema.name` where two schemas share a name.
 */
export function tablesOf(catalog: StoredCatalog | null): DataSourceTable[] {
  return (catalog?.tables ?? []).map((table) => ({
    name: tableId(table),
    rowCount: table.rowCount,
    description: table.description ?? null,
    columns: table.columns.map((column) => ({ name: column.name, type: column.type, description: column.description ?? null })),
  }));
}
