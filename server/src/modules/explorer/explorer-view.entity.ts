import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DataSourceEntity } from '../data-sources/data-source.entity';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';
import type { ExplorerFilterSpec, ExplorerSortSpec } from './explorer-sql';
import { ExplorerFilter, ExplorerSort } from './explorer.types';

/** A named set of explorer filters on one table, shared with the workspace (SPEC §3 saved view: label and filters). */
// No simpleResolvers: the schema's `table` is the `tableName` property, which type-graphql's own resolver maps.
@ObjectType({ description: 'A saved explorer view: a user-given label with its filters, search and sort.' })
@Entity({ name: 'explorer_views' })
@Index(['dataSourceId', 'tableName'])
export class ExplorerView {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  @Field(() => Int)
  @Column({ name: 'data_source_id' })
  dataSourceId: number;

  @ManyToOne(() => DataSourceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'data_source_id' })
  dataSource: Relation<DataSourceEntity>;

  @Field({ name: 'table' })
  @Column({ name: 'table_name', type: 'varchar', length: 128 })
  tableName: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Field(() => [ExplorerFilter])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  filters: ExplorerFilterSpec[];

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  search: string | null;

  @Field(() => ExplorerSort, { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  sort: ExplorerSortSpec | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'created_by_id', type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
