import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { DataSourceEntity } from './data-source.entity';

/** A user's word for a table or one of its columns: 'deal' → sales_pipeline, 'revenue' → sales_pipeline.close_value. */
@ObjectType({ description: 'A word the ask engine reads as a table or a column of the source.', simpleResolvers: true })
@Entity({ name: 'data_source_synonyms' })
export class DataSourceSynonym {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Index()
  @Column({ name: 'data_source_id' })
  dataSourceId: number;

  // A string target keeps the two entity files from importing each other at load time.
  @ManyToOne('DataSourceEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'data_source_id' })
  dataSource: Relation<DataSourceEntity>;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  term: string;

  @Field({ description: 'The table the term means, or the table of its column.' })
  @Column({ name: 'table_name', type: 'varchar', length: 63 })
  table: string;

  @Field(() => String, { nullable: true, description: 'The column the term means; null when it means the table.' })
  @Column({ name: 'column_name', type: 'varchar', length: 63, nullable: true })
  column: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A named measure over one table: `revenue = sum(unit_price*quantity*(1-discount))` on order_details. */
@ObjectType({ description: 'A named aggregate over one table of the source.', simpleResolvers: true })
@Entity({ name: 'data_source_metrics' })
export class DataSourceMetric {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Index()
  @Column({ name: 'data_source_id' })
  dataSourceId: number;

  @ManyToOne('DataSourceEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'data_source_id' })
  dataSource: Relation<DataSourceEntity>;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field()
  @Column({ name: 'table_name', type: 'varchar', length: 63 })
  table: string;

  @Field({ description: 'An aggregate SQL expression over the table’s columns, e.g. sum(unit_price*quantity).' })
  @Column({ type: 'text' })
  expression: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
