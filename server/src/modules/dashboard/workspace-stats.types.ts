import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The largest tables of the workspace, for the metrics panel’s Records tab.', simpleResolvers: true })
export class TableSize {
  @Field()
  sourceName: string;

  @Field()
  table: string;

  @Field(() => Float)
  rows: number;
}

@ObjectType({ description: 'Real counts of the active workspace for the metrics panel.', simpleResolvers: true })
export class WorkspaceStats {
  @Field(() => Int, { description: 'Data sources, ready or importing.' })
  sources: number;

  @Field(() => Int)
  readySources: number;

  @Field(() => Int, { description: 'Sources by kind: uploads of CSV or XLSX files.' })
  uploads: number;

  @Field(() => Int, { description: 'Live PostgreSQL and MySQL/MariaDB databases.' })
  databases: number;

  @Field(() => Int)
  tables: number;

  @Field(() => Float, { description: 'Rows over every table, as last profiled.' })
  rows: number;

  @Field(() => Int, { description: 'Questions asked in this workspace, by every member.' })
  questionsAsked: number;

  @Field(() => Float, { description: 'Bytes the workspace’s uploaded and demo tables take in PostgreSQL.' })
  storageBytes: number;

  @Field(() => Date, { nullable: true, description: 'When a source last changed (an import or a refresh).' })
  lastSyncAt: Date | null;

  @Field(() => [TableSize])
  largestTables: TableSize[];
}
