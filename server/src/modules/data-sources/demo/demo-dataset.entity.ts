import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../../app/timestamped';
import type { StoredCatalog } from '../data-source.entity';

/**
 * The shipped demo data set, installed once per database into its own schema and shared read-only by the demo source
 * of every workspace. `version` names the generator that wrote it, so a newer release reinstalls it.
 */
@Entity({ name: 'demo_datasets' })
export class DemoDatasetEntity extends Timestamped {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'int' })
  version: number;

  @Column({ name: 'schema_name', type: 'varchar', length: 63 })
  schemaName: string;

  @Column({ type: 'jsonb' })
  catalog: StoredCatalog;

  @Column({ name: 'byte_size', type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  byteSize: number;
}
