import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AskAnswerType } from '../ask/ask.types';

@ObjectType({ description: 'One explorer filter: a column compared with values.', simpleResolvers: true })
export class ExplorerFilter {
  @Field()
  column: string;

  @Field({ description: 'in, not_in, gt, gte, lt, lte, between (from inclusive, to exclusive) or contains.' })
  operator: string;

  @Field(() => [String])
  values: string[];
}

@InputType()
export class ExplorerFilterInput {
  @Field()
  column: string;

  @Field({ defaultValue: 'in' })
  operator: string;

  @Field(() => [String])
  values: string[];
}

@ObjectType({ simpleResolvers: true })
export class ExplorerSort {
  @Field()
  column: string;

  @Field()
  descending: boolean;
}

@InputType()
export class ExplorerSortInput {
  @Field()
  column: string;

  @Field({ defaultValue: false })
  descending: boolean;
}

@InputType({ description: 'Which rows of a source table: filters, a free-text search and an order.' })
export class ExplorerSelectionInput {
  @Field(() => Int)
  dataSourceId: number;

  @Field()
  table: string;

  @Field(() => [ExplorerFilterInput], { defaultValue: [] })
  filters: ExplorerFilterInput[];

  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => ExplorerSortInput, { nullable: true })
  sort?: ExplorerSortInput | null;
}

@ObjectType({ simpleResolvers: true })
export class ExplorerColumn {
  @Field()
  name: string;

  @Field({ description: 'integer, numeric, boolean, date, timestamp or text.' })
  type: string;
}

@ObjectType({ description: 'One page of rows.', simpleResolvers: true })
export class ExplorerPage {
  @Field(() => [ExplorerColumn])
  columns: ExplorerColumn[];

  @Field(() => GraphQLJSON, { description: 'Rows as arrays in column order: numbers as numbers, dates as ISO strings.' })
  rows: unknown[][];

  @Field(() => Float, { description: 'Rows matching the selection, over all pages.' })
  total: number;

  @Field(() => Int)
  offset: number;

  @Field(() => Int)
  limit: number;
}

@ObjectType({ description: 'A figure about the selected rows.', simpleResolvers: true })
export class ExplorerStat {
  @Field()
  label: string;

  @Field(() => String, { description: 'Formatted for display.' })
  value: string;

  @Field(() => String, { nullable: true })
  hint: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ExplorerSummary {
  @Field(() => Float)
  totalRows: number;

  @Field(() => Float)
  matchingRows: number;

  @Field(() => [ExplorerStat])
  stats: ExplorerStat[];
}

@ObjectType({ description: 'A column users can filter by its values.', simpleResolvers: true })
export class ExplorerFacet {
  @Field()
  column: string;

  @Field()
  label: string;

  @Field({ description: 'source, status or other: SPEC’s Source and Status filters come first.' })
  role: string;

  @Field(() => [String])
  values: string[];
}

@ObjectType({ description: 'What the explorer offers for one table.', simpleResolvers: true })
export class ExplorerTableInfo {
  @Field()
  table: string;

  @Field(() => Float)
  rowCount: number;

  @Field(() => [ExplorerColumn])
  columns: ExplorerColumn[];

  @Field(() => [ExplorerFacet])
  facets: ExplorerFacet[];
}

@ObjectType({ description: 'A question turned into filters on the table, or else answered by the ask engine.', simpleResolvers: true })
export class ExplorerAskResult {
  @Field({ description: 'filters when the question became filters on this table, answer otherwise.' })
  kind: string;

  @Field(() => [ExplorerFilter])
  filters: ExplorerFilter[];

  @Field(() => ExplorerSort, { nullable: true })
  sort: ExplorerSort | null;

  @Field(() => AskAnswerType, { nullable: true })
  answer: AskAnswerType | null;

  @Field({ description: 'What was done, in words.' })
  message: string;
}
