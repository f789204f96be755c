import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_SOURCE_NAME, writeDemoDataset } from '../../../demo/demo-dataset';
import { DATA_DICTIONARY_FILE } from '../../../demo/demo-dictionary';
import { Workspace } from '../../workspaces/workspace.entity';
import { appPool } from '../app-pool';
import { readDataDictionary } from '../catalog/data-dictionary';
import { buildCatalog } from '../catalog-builder';
import { PostgresConnection } from '../connections/postgres-connection';
import { DataSourceEntity, DataSourceKind, DataSourceStatus } from '../data-source.entity';
import { importFiles } from '../import/import-files';
import { quoteIdent } from '../import/load-table';
import { DataSourceMetric, DataSourceSynonym } from '../semantic-layer.entity';
import { DEMO_METRICS, DEMO_SYNONYMS } from './demo-semantics';
import { DemoDatasetEntity } from './demo-dataset.entity';

export const DEMO_KEY = 'crm-sales';
/** Bump when the generator's output changes: the next start reinstalls the shared data set. */
export const DEMO_VERSION = 1;
/** The schema every workspace's demo source reads. */
export const DEMO_SCHEMA = 'ds_demo';
const STAGING_SCHEMA = 'ds_demo_staging';

/**
 * Advisory lock keys. (DEMO_LOCK, INSTALLER) lets one node install at a time. (DEMO_LOCK, WORKSPACES) is taken shared
 * by a registration adding its demo source and exclusively by the installer's last step, so a workspace created while
 * the data set is being installed is either seen by that step or sees the data set ready.
 */
const DEMO_LOCK = 0x5144_5303;
const INSTALLER = 1;
const WORKSPACES = 0;

/**
 * The demo source: a generated CRM and sales history (server/src/demo) that every workspace can ask about at once.
 * Its tables live once per database in `ds_demo`, read-only to the ask engine like an upload; each workspace has its
 * own data-source row over it, with its own catalog copy, synonyms and metrics, which it may delete like any source.
 */
export class DemoSourceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly enabled: boolean,
    private readonly logger: Logger,
  ) {}

  /**
   * Gives a workspace being created its demo source, in the caller's transaction: ready when the shared data set is
   * installed, else importing until the installer finishes.
   */
  async addToWorkspace(manager: EntityManager, workspaceId: number, userId: number | null): Promise<void> {
    if (!this.enabled) return;
    await manager.query('SELECT pg_advisory_xact_lock_shared($1, $2)', [DEMO_LOCK, WORKSPACES]);
    const installed = await manager.findOneBy(DemoDatasetEntity, { key: DEMO_KEY });
    await this.insertDemoSource(manager, workspaceId, userId, installed);
  }

  /**
   * Installs the shipped data set when this database lacks it (or holds an older version), then readies every demo
   * source and adds one to each workspace that never had one. Safe to run on several nodes at once.
   */
  async install(): Promise<void> {
    if (!this.enabled) return;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1, $2)', [DEMO_LOCK, INSTALLER]);
      let dataset = await runner.manager.findOneBy(DemoDatasetEntity, { key: DEMO_KEY });
      const fresh = dataset?.version !== DEMO_VERSION;
      if (fresh) {
        const started = Date.now();
        dataset = await this.installDataset();
        this.logger.info({ ms: Date.now() - started, version: DEMO_VERSION }, 'installed the demo data set');
      }
      if (!dataset) return;
      await this.readyWorkspaces(dataset, fresh);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1, $2)', [DEMO_LOCK, INSTALLER]).catch(() => undefined);
      await runner.release();
    }
  }

  /** Generates the files, loads them into a staging schema, swaps it in for `ds_demo` and profiles it. */
  private async installDataset(): Promise<DemoDatasetEntity> {
    const dir = await mkdtemp(path.join(tmpdir(), 'quarry-demo-'));
    try {
      const files = await writeDemoDataset(dir);
      const dictionaryFile = files.find((file) => file.originalName === DATA_DICTIONARY_FILE);
      const tableFiles = files.filter((file) => file !== dictionaryFile);
      const dictionaries = dictionaryFile ? [await readDataDictionary(dictionaryFile.path)] : [];
      const sizes = await Promise.all(files.map((file) => stat(file.path)));
      const byteSize = sizes.reduce((sum, { size }) => sum + size, 0);

      const runner = this.dataSource.createQueryRunner();
      const client = await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`DROP SCHEMA IF EXISTS ${quoteIdent(STAGING_SCHEMA)} CASCADE`);
        await importFiles(client, STAGING_SCHEMA, tableFiles);
        await runner.query(`DROP SCHEMA IF EXISTS ${quoteIdent(DEMO_SCHEMA)} CASCADE`);
        await runner.query(`ALTER SCHEMA ${quoteIdent(STAGING_SCHEMA)} RENAME TO ${quoteIdent(DEMO_SCHEMA)}`);
        await runner.commitTransaction();
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      } finally {
        await runner.release();
      }

      const catalog = await buildCatalog(PostgresConnection.borrow(appPool(this.dataSource), DEMO_SCHEMA), dictionaries);
      const repository = this.dataSource.getRepository(DemoDatasetEntity);
      return repository.save(repository.create({ key: DEMO_KEY, version: DEMO_VERSION, schemaName: DEMO_SCHEMA, catalog, byteSize }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Readies the waiting demo sources (all of them after a reinstall) and adds one to workspaces that never had one. */
  private async readyWorkspaces(dataset: DemoDatasetEntity, reinstalled: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [DEMO_LOCK, WORKSPACES]);
      const sources = manager.getRepository(DataSourceEntity);
      const waiting = reinstalled ? { kind: DataSourceKind.DEMO } : { kind: DataSourceKind.DEMO, status: DataSourceStatus.IMPORTING };
      await sources.update(waiting, { status: DataSourceStatus.READY, catalog: dataset.catalog, byteSize: dataset.byteSize, schemaName: dataset.schemaName });
      const without = await manager.getRepository(Workspace).find({ where: { demoSourceAdded: false }, select: { id: true } });
      for (const workspace of without) await this.insertDemoSource(manager, workspace.id, null, dataset);
      if (without.length > 0) this.logger.info({ workspaces: without.length }, 'added the demo source to existing workspaces');
    });
  }

  private async insertDemoSource(
    manager: EntityManager,
    workspaceId: number,
    userId: number | null,
    dataset: DemoDatasetEntity | null,
  ): Promise<void> {
    await manager.update(Workspace, { id: workspaceId }, { demoSourceAdded: true });
    const sources = manager.getRepository(DataSourceEntity);
    const taken = await sources
      .createQueryBuilder('s')
      .where('s.workspace_id = :workspaceId AND lower(s.name) = lower(:name)', { workspaceId, name: DEMO_SOURCE_NAME })
      .getExists();
    if (taken) return;
    const source = await sources.save(
      sources.create({
        name: DEMO_SOURCE_NAME,
        kind: DataSourceKind.DEMO,
        workspaceId,
        createdById: userId,
        schemaName: DEMO_SCHEMA,
        status: dataset ? DataSourceStatus.READY : DataSourceStatus.IMPORTING,
        catalog: dataset?.catalog ?? null,
        byteSize: dataset?.byteSize ?? 0,
      }),
    );
    await manager.getRepository(DataSourceSynonym).insert(DEMO_SYNONYMS.map((synonym) => ({ ...synonym, dataSourceId: source.id })));
    await manager.getRepository(DataSourceMetric).insert(DEMO_METRICS.map((metric) => ({ ...metric, dataSourceId: source.id })));
  }
}
