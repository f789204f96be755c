import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Timestamped } from '../../app/timestamped';
import { User } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';
import type { Catalog } from './catalog/catalog';
import { DataSourceMetric, DataSourceSynonym } from './semantic-layer.entity';

export enum DataSourceKind {
  UPLOAD = 'upload',
  POSTGRES = 'postgres',
  MYSQL = 'mysql',
  /** The shipped demo data set, shared read-only by every workspace (schema ds_demo). */
  DEMO = 'demo',
}

registerEnumType(DataSourceKind, {
  name: 'DataSourceKind',
  description: 'Uploaded CSV/XLSX files (kept in PostgreSQL), a live PostgreSQL or MySQL/MariaDB database, or the demo data.',
});

export enum DataSourceStatus {
  IMPORTING = 'importing',
  READY = 'ready',
}

registerEnumType(DataSourceStatus, { name: 'DataSourceStatus', description: 'Whether a source can be queried yet.' });

/** What the row keeps of a source's catalog; synonyms and metrics live in their own tables. */
export type StoredCatalog = Omit<Catalog, 'sourceId' | 'sourceName' | 'synonyms' | 'metrics'>;

/** bigint comes back from pg as text; byte sizes stay far below 2^53. */
const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => Number(value ?? 0) };

/**
 * A data source of a workspace: uploaded files in the schema `ds_<id>`, or an external database whose connection
 * settings are stored encrypted (and never leave the server). Exposed to GraphQL as `DataSource`.
 */
@ObjectType('DataSource', { description: 'Data the ask engine can answer from: uploaded files or a live database.' })
@Entity({ name: 'data_sources' })
export class DataSourceEntity extends Timestamped {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field(() => DataSourceKind)
  @Column({ type: 'enum', enum: DataSourceKind, enumName: 'data_source_kind' })
  kind: DataSourceKind;

  @Field(() => DataSourceStatus)
  @Column({ type: 'enum', enum: DataSourceStatus, enumName: 'data_source_status', default: DataSourceStatus.IMPORTING })
  status: DataSourceStatus;

  @Field(() => Int)
  @Index()
  @Column({ name: 'workspace_id' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace: Relation<Workspace>;

  /** `ds_<id>` for uploads, `ds_demo` for the demo; null for external databases (their schema is in the settings). */
  @Column({ name: 'schema_name', type: 'varchar', length: 63, nullable: true })
  schemaName: string | null;

  /** The external database's settings, password included, encrypted with SECRET_KEY. Only read when connecting. */
  @Column({ name: 'encrypted_connection', type: 'text', nullable: true, select: false })
  encryptedConnection: string | null;

  /** Null until the first profile is done. */
  @Column({ type: 'jsonb', nullable: true })
  catalog: StoredCatalog | null;

  @Field(() => Float, { description: 'Bytes of the uploaded files (0 for a database).' })
  @Column({ name: 'byte_size', type: 'bigint', default: 0, transformer: bigintAsNumber })
  byteSize: number;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'created_by_id', type: 'int', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Field(() => [DataSourceSynonym], { description: 'The workspace’s own words for tables and columns, oldest first.' })
  @OneToMany(() => DataSourceSynonym, (synonym) => synonym.dataSource)
  synonyms: Relation<DataSourceSynonym[]>;

  @Field(() => [DataSourceMetric], { description: 'Named measures the ask engine can use, oldest first.' })
  @OneToMany(() => DataSourceMetric, (metric) => metric.dataSource)
  metrics: Relation<DataSourceMetric[]>;
}
