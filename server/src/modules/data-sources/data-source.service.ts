import { rm } from 'node:fs/promises';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../app/config';
import { DomainError, ForbiddenError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { closestName } from '../../ask/safety/name-hints';
import { isDatabaseId } from '../projects/project-access';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import { appPool } from './app-pool';
import { type Catalog, type CatalogTable, tableId } from './catalog/catalog';
import type { DataDictionary } from './catalog/data-dictionary';
import { buildCatalog, keepDescriptions } from './catalog-builder';
import type { DatabaseConnectionConfig } from './connections/connection-config';
import { decryptCredentials, encryptCredentials } from './connections/credentials';
import { openConnection } from './connections/open-connection';
import { QueryResultCache } from './connections/query-result-cache';
import type { SourceConnection } from './connections/source-connection';
import { SourceQueryError } from './connections/source-errors';
import { testConnection } from './connections/test-connection';
import { DataSourceEntity, DataSourceKind, DataSourceStatus, type StoredCatalog } from './data-source.entity';
import {
  ConnectionFailedError,
  DataSourceBusyError,
  DataSourceInputError,
  DataSourceNameTakenError,
  DataSourceNotFoundError,
  ManageDataSourcesForbiddenError,
  MetricNotFoundError,
  MetricTakenError,
  SynonymNotFoundError,
  SynonymTakenError,
} from './data-source.errors';
import type { AddMetricInput, AddSynonymInput, ConnectionTestResult, DatabaseConnectionInput, DatabaseSourceInput } from './data-source.inputs';
import { splitDictionaries } from './dictionary-files';
import { ImportPhase, type ImportProgressEvent, type ImportProgressEvents } from './import-progress';
import { checkUploadFiles, importUploadFiles, type SizedFile } from './import-upload';
import type { ImportFile } from './import/import-files';
import { quoteIdent } from './import/load-table';
import { checkMetricExpression } from './metric-expression';
import { DataSourceMetric, DataSourceSynonym } from './semantic-layer.entity';
import { SourceConnections } from './source-connections';

export type DataSourceSettings = Pick<AppConfig, 'maxImportBytes' | 'secretKey' | 'askTimeoutMs' | 'queryCache'>;

/** Advisory lock keys (first half): one per workspace while a name is claimed, one per source while it imports. */
const NAME_LOCK = 0x5144_5301;
const IMPORT_LOCK = 0x5144_5302;

/** The share of the progress bar the file loading fills; profiling the tables takes the rest. */
const LOADING_PERCENT = 95;

const SOURCE_NAME_MAX = 200;
/** Catalogs kept in memory per process; a catalog with its planner is a few hundred kilobytes. */
const CATALOG_CACHE_SIZE = 200;

interface SourceState {
  id: number;
  kind: DataSourceKind;
  status: DataSourceStatus;
  schemaName: string | null;
  fingerprint: string;
  /** Names the data itself, where it only changes with this stamp (uploads, the demo); null for live databases. */
  dataStamp: string | null;
}
const TERM_MAX = 100;
const METRIC_NAME_MAX = 100;
const EXPRESSION_MAX = 2000;
const DESCRIPTION_MAX = 2000;

function assertCanRead(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot view data sources.');
}

function assertCanManage(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.MANAGE_DATA_SOURCES)) throw new ManageDataSourcesForbiddenError();
}

function requiredText(value: unknown, label: string, maxLength: number): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new DataSourceInputError(`${label} is required.`);
  if (trimmed.length > maxLength) throw new DataSourceInputError(`${label} must be at most ${maxLength} characters.`);
  return trimmed;
}

function optionalText(value: unknown, label: string, maxLength: number): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed.length > maxLength) throw new DataSourceInputError(`${label} must be at most ${maxLength} characters.`);
  return trimmed || null;
}

function didYouMean(name: string, candidates: Iterable<string>): string {
  const hint = closestName(name, candidates);
  return hint === undefined ? '' : ` Did you mean "${hint}"?`;
}

/**
 * The catalog table a user named, by its catalog name (`<schema>.<name>` where two schemas share a name, see
 * tableId): exact first, then ignoring case.
 */
function catalogTable(catalog: StoredCatalog, name: string): CatalogTable {
  const lower = name.toLowerCase();
  const table = catalog.tables.find((t) => tableId(t) === name) ?? catalog.tables.find((t) => tableId(t).toLowerCase() === lower);
  if (table) return table;
  throw new DataSourceInputError(`The table "${name}" is not in this data source.${didYouMean(name, catalog.tables.map(tableId))}`);
}

/**
 * What a source's catalog covers: a live PostgreSQL database in all its schemas; an upload (or the demo) its own
 * `ds_<id>` schema only, never the rest of the app's database; a MySQL source its one database.
 */
function catalogScope(kind: DataSourceKind): { allSchemas: boolean } {
  return { allSchemas: kind === DataSourceKind.POSTGRES };
}

function catalogColumn(table: CatalogTable, name: string): string {
  const column = table.columns.find((c) => c.name === name) ?? table.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (column) return column.name;
  throw new DataSourceInputError(`The table "${table.name}" has no column "${name}".${didYouMean(name, table.columns.map((c) => c.name))}`);
}

function connectionConfig(input: DatabaseConnectionInput): DatabaseConnectionConfig {
  const schema = input.kind === 'postgres' ? input.schema?.trim() || undefined : undefined;
  return {
    kind: input.kind,
    host: requiredText(input.host, 'Host', 255),
    port: input.port,
    database: requiredText(input.database, 'Database name', 128),
    user: requiredText(input.user, 'User', 128),
    password: input.password,
    ssl: input.ssl ?? false,
    ...(schema === undefined ? {} : { schema }),
  };
}

function messageOf(error: unknown): string {
  return error instanceof DomainError ? error.message : 'The import failed.';
}

/**
 * Data sources of a workspace: uploads imported into PostgreSQL (schema `ds_<id>`) and live external databases, their
 * catalogs, and the synonyms and metrics users add. Reading needs VIEW_REPORTS; every change needs
 * MANAGE_DATA_SOURCES. A source of another workspace is "not found".
 */
export class DataSourceService {
  private connectionsCache: SourceConnections | undefined;
  private readonly catalogCache = new Map<number, { fingerprint: string; dataStamp: string | null; catalog: Catalog; source: DataSourceEntity }>();
  private readonly results = new QueryResultCache();

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: DataSourceSettings,
    private readonly progress: ImportProgressEvents,
    private readonly logger: Logger,
  ) {}

  /** Built on first use: the pool exists only once the app's database is initialised. */
  private get connections(): SourceConnections {
    this.connectionsCache ??= new SourceConnections(appPool(this.dataSource));
    return this.connectionsCache;
  }

  /** The size limit of one uploaded file (UPLOAD_MAX_MB). */
  get maxImportBytes(): number {
    return this.settings.maxImportBytes;
  }

  /** For adapters that receive files: refuse a role that may not manage sources before taking the upload. */
  assertCanManage(viewer: Viewer): void {
    assertCanManage(viewer);
  }

  // --- Reading ---

  async list(viewer: Viewer): Promise<DataSourceEntity[]> {
    assertCanRead(viewer);
    return this.dataSource.getRepository(DataSourceEntity).find({
      where: { workspaceId: viewer.workspaceId },
      relations: { synonyms: true, metrics: true },
      order: { createdAt: 'ASC', id: 'ASC', synonyms: { id: 'ASC' }, metrics: { id: 'ASC' } },
    });
  }

  async get(viewer: Viewer, id: number): Promise<DataSourceEntity> {
    assertCanRead(viewer);
    await this.sourceOf(viewer, id);
    return this.load(id);
  }

  /** The full catalog of one ready source, with its synonyms and metrics, for the ask engine. */
  async catalogFor(viewer: Viewer, sourceId: number): Promise<Catalog> {
    assertCanRead(viewer);
    if (!isDatabaseId(sourceId)) throw new DataSourceNotFoundError();
    const [state] = await this.sourceStates(viewer.workspaceId, sourceId);
    if (!state) throw new DataSourceNotFoundError();
    if (state.status !== DataSourceStatus.READY) throw new DataSourceBusyError();
    const catalog = await this.cachedCatalog(state);
    if (!catalog) throw new DataSourceBusyError();
    return catalog;
  }

  /** The catalogs of every ready source of the viewer's workspace. */
  async catalogsFor(viewer: Viewer): Promise<Catalog[]> {
    assertCanRead(viewer);
    return this.readyCatalogsOf(viewer.workspaceId);
  }

  /** The catalogs of every ready source of a workspace, for background jobs (the insight engine): no viewer, no check. */
  async readyCatalogsOf(workspaceId: number): Promise<Catalog[]> {
    const states = await this.sourceStates(workspaceId);
    const catalogs = await Promise.all(states.filter((state) => state.status === DataSourceStatus.READY).map((state) => this.cachedCatalog(state)));
    return catalogs.filter((catalog): catalog is Catalog => catalog !== undefined);
  }

  /** Where to run the queries of a source whose catalog the viewer was given by catalogFor or catalogsFor. */
  async connectionForCatalog(catalog: Catalog): Promise<SourceConnection> {
    const cached = this.catalogCache.get(catalog.sourceId);
    if (cached?.catalog !== catalog) return this.connectionFor(await this.load(catalog.sourceId));
    const connection = await this.connectionFor(cached.source);
    // Data that only changes with its stamp answers repeated queries from the result cache.
    return cached.dataStamp === null || !this.settings.queryCache ? connection : this.results.wrap(connection, cached.dataStamp);
  }

  /**
   * What the catalog cache is checked against: a source's row stamp and its synonyms and metrics (added and removed,
   * never edited), read in one small statement instead of the catalog itself.
   */
  private sourceStates(workspaceId: number, sourceId?: number): Promise<SourceState[]> {
    return this.dataSource.query(
      `SELECT s.id, s.kind, s.status, s.schema_name AS "schemaName",
              s.updated_at::text || '|' ||
              coalesce((SELECT string_agg(x.id::text, ',' ORDER BY x.id) FROM data_source_synonyms x WHERE x.data_source_id = s.id), '') || '|' ||
              coalesce((SELECT string_agg(m.id::text, ',' ORDER BY m.id) FROM data_source_metrics m WHERE m.data_source_id = s.id), '') AS fingerprint,
              CASE s.kind
                WHEN 'upload' THEN s.id::text || '|' || s.updated_at::text
                WHEN 'demo' THEN (SELECT d.key || '|' || d.updated_at::text FROM demo_datasets d WHERE d.schema_name = s.schema_name LIMIT 1)
              END AS "dataStamp"
         FROM data_sources s
        WHERE s.workspace_id = $1 AND ($2::int IS NULL OR s.id = $2)
        ORDER BY s.created_at, s.id`,
      [workspaceId, sourceId ?? null],
    );
  }

  /** The same Catalog object while the source is unchanged, so the ask engine builds its planner once. */
  private async cachedCatalog(state: SourceState): Promise<Catalog | undefined> {
    const cached = this.catalogCache.get(state.id);
    if (cached?.fingerprint === state.fingerprint) {
      cached.dataStamp = state.dataStamp;
      return cached.catalog;
    }
    const source = await this.load(state.id);
    if (source.status !== DataSourceStatus.READY || !source.catalog) return undefined;
    const catalog = toCatalog(source);
    // Another request may have reloaded it meanwhile; either copy is current.
    this.catalogCache.set(state.id, { fingerprint: state.fingerprint, dataStamp: state.dataStamp, catalog, source });
    if (this.catalogCache.size > CATALOG_CACHE_SIZE) {
      const oldest = this.catalogCache.keys().next().value;
      if (oldest !== undefined) this.catalogCache.delete(oldest);
    }
    return catalog;
  }

  /** Where to run a source's queries: uploads borrow the app's pool; external databases get a cached connection. */
  connectionFor(source: Pick<DataSourceEntity, 'id' | 'kind' | 'schemaName'>): Promise<SourceConnection> {
    if (source.kind === DataSourceKind.UPLOAD || source.kind === DataSourceKind.DEMO) {
      return Promise.resolve(this.connections.forUpload(this.schemaOf(source)));
    }
    return this.connections.forDatabase(source.id, () => this.storedConfig(source.id));
  }

  // --- Creating ---

  /**
   * Imports uploaded CSV and XLSX files as one source and returns it ready. The row is committed first (status
   * importing) so that its id names the schema and the progress events; the tables are loaded in one transaction,
   * then profiled. On any failure the schema and the row are removed: nothing half-made stays. The files are always
   * deleted afterwards. Files whose header is exactly `Table,Field,Description` fill descriptions instead of tables.
   */
  async createUploadSource(viewer: Viewer, rawName: unknown, files: readonly ImportFile[]): Promise<DataSourceEntity> {
    try {
      assertCanManage(viewer);
      const name = requiredText(rawName, 'Data source name', SOURCE_NAME_MAX);
      const sized = await checkUploadFiles(files, this.settings.maxImportBytes);
      const { dataFiles, dictionaries } = await splitDictionaries(sized, this.settings.maxImportBytes);
      if (dataFiles.length === 0) throw new DataSourceInputError('The upload holds only a data dictionary; add the data files it describes.');
      return await this.importUpload(viewer, name, dataFiles, dictionaries);
    } finally {
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
    }
  }

  private async importUpload(
    viewer: Viewer,
    name: string,
    files: readonly SizedFile[],
    dictionaries: readonly DataDictionary[],
  ): Promise<DataSourceEntity> {
    const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const runner = this.dataSource.createQueryRunner();
    // importFiles streams COPY on the raw pg client, inside the runner's transaction.
    const client: pg.PoolClient = await runner.connect();
    let source: DataSourceEntity | undefined;
    let locked = false;
    let rows = 0;
    const publish = (event: Omit<ImportProgressEvent, 'sourceId' | 'workspaceId' | 'totalBytes' | 'rows'>, id: number) =>
      this.progress.publish({ sourceId: id, workspaceId: viewer.workspaceId, totalBytes, rows, ...event });
    try {
      await runner.startTransaction();
      source = await this.insertSource(runner.manager, viewer, name, { kind: DataSourceKind.UPLOAD, status: DataSourceStatus.IMPORTING, byteSize: totalBytes });
      const { id } = source;
      const schemaName = `ds_${id}`;
      source.schemaName = schemaName;
      await runner.manager.update(DataSourceEntity, { id }, { schemaName });
      // Held for the whole import, and taken before the row is visible: the start-up sweep leaves locked rows alone.
      await runner.query('SELECT pg_advisory_lock($1, $2)', [IMPORT_LOCK, source.id]);
      locked = true;
      await runner.commitTransaction();

      publish({ phase: ImportPhase.IMPORTING, fileName: files[0]?.originalName, bytes: 0, percent: 0 }, id);
      await runner.startTransaction();
      await importUploadFiles(client, schemaName, files, this.settings.maxImportBytes, (done) => {
        rows = done.rows;
        const percent = totalBytes === 0 ? LOADING_PERCENT : Math.floor((done.bytes / totalBytes) * LOADING_PERCENT);
        publish({ phase: ImportPhase.IMPORTING, fileName: done.fileName, bytes: done.bytes, percent }, id);
      });
      await runner.commitTransaction();

      publish({ phase: ImportPhase.PROFILING, bytes: totalBytes, percent: LOADING_PERCENT }, id);
      const catalog = await buildCatalog(this.connections.forUpload(schemaName), dictionaries, catalogScope(DataSourceKind.UPLOAD));
      await this.dataSource.getRepository(DataSourceEntity).update({ id }, { catalog, status: DataSourceStatus.READY });
      publish({ phase: ImportPhase.READY, bytes: totalBytes, percent: 100 }, id);
      return await this.load(id);
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      if (source) {
        const failed = source;
        await this.discardImport(failed).catch((cleanupError: unknown) =>
          this.logger.error({ err: cleanupError, sourceId: failed.id }, 'could not remove a failed import; the start-up sweep will'),
        );
        publish({ phase: ImportPhase.FAILED, bytes: 0, percent: 0, message: messageOf(error) }, failed.id);
      }
      throw error;
    } finally {
      if (locked) {
        await runner.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_LOCK, source?.id]).catch(() => undefined);
      }
      await runner.release();
    }
  }

  /** Connects with the given settings, profiles the database and stores the source with its settings encrypted. */
  async createDatabaseSource(viewer: Viewer, input: DatabaseSourceInput): Promise<DataSourceEntity> {
    assertCanManage(viewer);
    const name = requiredText(input.name, 'Data source name', SOURCE_NAME_MAX);
    const config = connectionConfig(input);
    // Checked before the slow part too, so a taken name fails at once; the insert checks again under a lock.
    await this.assertNameFree(this.dataSource.manager, viewer.workspaceId, name);
    const test = await testConnection(config);
    if (!test.ok) throw new ConnectionFailedError(test.message);

    const kind = config.kind === 'postgres' ? DataSourceKind.POSTGRES : DataSourceKind.MYSQL;
    const connection = await openConnection(config);
    let catalog: StoredCatalog;
    try {
      catalog = await buildCatalog(connection, [], catalogScope(kind));
    } catch (error) {
      if (error instanceof SourceQueryError) throw new ConnectionFailedError(`The database could not be read: ${error.message}`);
      throw error;
    } finally {
      await connection.close().catch(() => undefined);
    }
    const source = await this.dataSource.transaction((manager) =>
      this.insertSource(manager, viewer, name, {
        kind,
        status: DataSourceStatus.READY,
        byteSize: 0,
        catalog,
        encryptedConnection: encryptCredentials(config, this.settings.secretKey),
      }),
    );
    return this.load(source.id);
  }

  /** "Test connection": whether the settings reach a readable database, in words the user can act on. */
  async testConnection(viewer: Viewer, input: DatabaseConnectionInput): Promise<ConnectionTestResult> {
    assertCanManage(viewer);
    const result = await testConnection(connectionConfig(input));
    if (!result.ok) return { ok: false, message: result.message, serverVersion: null, tableCount: null };
    const tables = result.tableCount === 1 ? '1 table' : `${result.tableCount} tables`;
    return { ok: true, message: `Connected to ${result.serverVersion}; ${tables} found.`, serverVersion: result.serverVersion, tableCount: result.tableCount };
  }

  // --- Changing ---

  /** Deletes the source with its synonyms and metrics; an upload's tables go with it (DROP SCHEMA). */
  async delete(viewer: Viewer, id: number): Promise<number> {
    const source = await this.sourceOf(viewer, id);
    assertCanManage(viewer);
    if (source.status === DataSourceStatus.IMPORTING) throw new DataSourceBusyError();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(DataSourceEntity, { id });
      if (source.kind === DataSourceKind.UPLOAD) await manager.query(`DROP SCHEMA IF EXISTS ${quoteIdent(this.schemaOf(source))} CASCADE`);
    });
    await this.connections.close(id);
    return id;
  }

  /** Profiles the source again (new tables, columns, counts); descriptions, synonyms and metrics stay. */
  async refreshCatalog(viewer: Viewer, id: number): Promise<DataSourceEntity> {
    const source = this.ready(await this.sourceOf(viewer, id));
    assertCanManage(viewer);
    let fresh: StoredCatalog;
    try {
      fresh = await buildCatalog(await this.connectionFor(source), [], catalogScope(source.kind));
    } catch (error) {
      if (error instanceof SourceQueryError) throw new ConnectionFailedError(`The database could not be read: ${error.message}`);
      throw error;
    }
    await this.dataSource.getRepository(DataSourceEntity).update({ id }, { catalog: keepDescriptions(source.catalog, fresh) });
    return this.load(id);
  }

  // --- Synonyms and metrics ---

  async listSynonyms(viewer: Viewer, sourceId: number): Promise<DataSourceSynonym[]> {
    assertCanRead(viewer);
    await this.sourceOf(viewer, sourceId);
    return this.dataSource.getRepository(DataSourceSynonym).find({ where: { dataSourceId: sourceId }, order: { id: 'ASC' } });
  }

  /** 'deal' → sales_pipeline, or 'revenue' → sales_pipeline.close_value; the names must be in the catalog. */
  async addSynonym(viewer: Viewer, input: AddSynonymInput): Promise<DataSourceSynonym> {
    const source = this.ready(await this.sourceOf(viewer, input.dataSourceId));
    assertCanManage(viewer);
    const term = requiredText(input.term, 'Term', TERM_MAX);
    const table = catalogTable(source.catalog, requiredText(input.table, 'Table', 63));
    const columnName = optionalText(input.column, 'Column', 63);
    const column = columnName === null ? null : catalogColumn(table, columnName);
    const repository = this.dataSource.getRepository(DataSourceSynonym);
    const taken = await repository
      .createQueryBuilder('s')
      .where('s.data_source_id = :sourceId AND lower(s.term) = lower(:term)', { sourceId: source.id, term })
      .getExists();
    if (taken) throw new SynonymTakenError(term);
    return repository.save(repository.create({ dataSourceId: source.id, term, table: tableId(table), column }));
  }

  /** Removes a synonym; with `sourceId`, it must belong to that source. Returns the removed id. */
  async removeSynonym(viewer: Viewer, synonymId: number, sourceId?: number): Promise<number> {
    const synonym = await this.semanticRow(viewer, DataSourceSynonym, synonymId, sourceId, () => new SynonymNotFoundError());
    assertCanManage(viewer);
    await this.dataSource.getRepository(DataSourceSynonym).delete({ id: synonym.id });
    return synonym.id;
  }

  async listMetrics(viewer: Viewer, sourceId: number): Promise<DataSourceMetric[]> {
    assertCanRead(viewer);
    await this.sourceOf(viewer, sourceId);
    return this.dataSource.getRepository(DataSourceMetric).find({ where: { dataSourceId: sourceId }, order: { id: 'ASC' } });
  }

  /** A named aggregate over one catalog table; the expression is checked by the SQL policy and tried on the source. */
  async addMetric(viewer: Viewer, input: AddMetricInput): Promise<DataSourceMetric> {
    const source = this.ready(await this.sourceOf(viewer, input.dataSourceId));
    assertCanManage(viewer);
    const name = requiredText(input.name, 'Metric name', METRIC_NAME_MAX);
    const table = catalogTable(source.catalog, requiredText(input.table, 'Table', 63));
    const expression = requiredText(input.expression, 'Expression', EXPRESSION_MAX);
    const description = optionalText(input.description, 'Description', DESCRIPTION_MAX);
    const repository = this.dataSource.getRepository(DataSourceMetric);
    const taken = await repository
      .createQueryBuilder('m')
      .where('m.data_source_id = :sourceId AND lower(m.name) = lower(:name)', { sourceId: source.id, name })
      .getExists();
    if (taken) throw new MetricTakenError(name);
    await checkMetricExpression(await this.connectionFor(source), source.catalog, table, expression, this.settings.askTimeoutMs);
    return repository.save(repository.create({ dataSourceId: source.id, name, table: tableId(table), expression, description }));
  }

  async removeMetric(viewer: Viewer, metricId: number, sourceId?: number): Promise<number> {
    const metric = await this.semanticRow(viewer, DataSourceMetric, metricId, sourceId, () => new MetricNotFoundError());
    assertCanManage(viewer);
    await this.dataSource.getRepository(DataSourceMetric).delete({ id: metric.id });
    return metric.id;
  }

  // --- Progress, start-up and shutdown ---

  /** Import progress of the viewer's workspace, or of one of its sources. */
  async progressEvents(viewer: Viewer, sourceId?: number) {
    assertCanRead(viewer);
    if (sourceId !== undefined) await this.sourceOf(viewer, sourceId);
    return this.progress.subscribe(viewer.workspaceId, sourceId);
  }

  /**
   * Removes imports that a stopped or killed process left half-done (status importing), with their schemas. An
   * import still running elsewhere holds its advisory lock and is left alone. Called once at start-up.
   */
  async sweepInterruptedImports(): Promise<number> {
    // Demo sources wait as importing for the shared data set, which the demo installer readies; they are not stale.
    const stale = await this.dataSource.getRepository(DataSourceEntity).find({
      where: { status: DataSourceStatus.IMPORTING, kind: DataSourceKind.UPLOAD },
      select: { id: true, kind: true, schemaName: true },
    });
    let swept = 0;
    for (const source of stale) {
      const removed = await this.dataSource.transaction(async (manager) => {
        const [{ free }]: { free: boolean }[] = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS free', [IMPORT_LOCK, source.id]);
        if (!free) return false;
        await this.removeSourceAndSchema(manager, source);
        return true;
      });
      if (removed) swept++;
    }
    if (swept > 0) this.logger.warn({ count: swept }, 'removed data source imports left unfinished by an earlier run');
    return swept;
  }

  /** Closes the connections to external databases. */
  close(): Promise<void> {
    return this.connectionsCache?.closeAll() ?? Promise.resolve();
  }

  // --- Internals ---

  /** The viewer's source, or "not found" (also for an id of another workspace). */
  private async sourceOf(viewer: Viewer, id: number): Promise<DataSourceEntity> {
    if (!isDatabaseId(id)) throw new DataSourceNotFoundError();
    const source = await this.dataSource.getRepository(DataSourceEntity).findOneBy({ id, workspaceId: viewer.workspaceId });
    if (!source) throw new DataSourceNotFoundError();
    return source;
  }

  private load(id: number): Promise<DataSourceEntity> {
    return this.dataSource.getRepository(DataSourceEntity).findOneOrFail({
      where: { id },
      relations: { synonyms: true, metrics: true },
      order: { synonyms: { id: 'ASC' }, metrics: { id: 'ASC' } },
    });
  }

  private ready(source: DataSourceEntity): DataSourceEntity & { catalog: StoredCatalog } {
    const { catalog } = source;
    if (source.status !== DataSourceStatus.READY || catalog === null) throw new DataSourceBusyError();
    return Object.assign(source, { catalog });
  }

  private schemaOf(source: Pick<DataSourceEntity, 'id' | 'schemaName'>): string {
    return source.schemaName ?? `ds_${source.id}`;
  }

  private async semanticRow<T extends DataSourceSynonym | DataSourceMetric>(
    viewer: Viewer,
    entity: new () => T,
    id: number,
    sourceId: number | undefined,
    notFound: () => DomainError,
  ): Promise<T> {
    if (!isDatabaseId(id) || (sourceId !== undefined && !isDatabaseId(sourceId))) throw notFound();
    const row = await this.dataSource
      .getRepository(entity)
      .createQueryBuilder('x')
      .innerJoin('x.dataSource', 's')
      .where('x.id = :id AND s.workspace_id = :workspaceId', { id, workspaceId: viewer.workspaceId })
      .getOne();
    if (!row || (sourceId !== undefined && row.dataSourceId !== sourceId)) throw notFound();
    return row;
  }

  private async assertNameFree(manager: EntityManager, workspaceId: number, name: string): Promise<void> {
    const taken = await manager
      .getRepository(DataSourceEntity)
      .createQueryBuilder('s')
      .where('s.workspace_id = :workspaceId AND lower(s.name) = lower(:name)', { workspaceId, name })
      .getExists();
    if (taken) throw new DataSourceNameTakenError(name);
  }

  /** Inserts a source in the caller's transaction; names are unique per workspace whatever their case. */
  private async insertSource(manager: EntityManager, viewer: Viewer, name: string, fields: Partial<DataSourceEntity>): Promise<DataSourceEntity> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [NAME_LOCK, viewer.workspaceId]);
    await this.assertNameFree(manager, viewer.workspaceId, name);
    const repository = manager.getRepository(DataSourceEntity);
    return repository.save(repository.create({ ...fields, name, workspaceId: viewer.workspaceId, createdById: viewer.userId }));
  }

  private discardImport(source: DataSourceEntity): Promise<void> {
    return this.dataSource.transaction((manager) => this.removeSourceAndSchema(manager, source));
  }

  private async removeSourceAndSchema(manager: EntityManager, source: Pick<DataSourceEntity, 'id' | 'kind' | 'schemaName'>): Promise<void> {
    if (source.kind === DataSourceKind.UPLOAD) await manager.query(`DROP SCHEMA IF EXISTS ${quoteIdent(source.schemaName ?? `ds_${source.id}`)} CASCADE`);
    await manager.delete(DataSourceEntity, { id: source.id });
  }

  private async storedConfig(id: number): Promise<DatabaseConnectionConfig> {
    const row = await this.dataSource
      .getRepository(DataSourceEntity)
      .createQueryBuilder('s')
      .addSelect('s.encryptedConnection')
      .where('s.id = :id', { id })
      .getOne();
    if (!row?.encryptedConnection) throw new DataSourceNotFoundError();
    return decryptCredentials(row.encryptedConnection, this.settings.secretKey);
  }
}

/** What the ask engine reads: the stored profile plus the source's name, synonyms and metrics. */
function toCatalog(source: DataSourceEntity): Catalog {
  const stored = source.catalog ?? { dialect: source.kind === DataSourceKind.MYSQL ? 'mysql' : 'postgres', tables: [], joins: [] };
  return {
    sourceId: source.id,
    sourceName: source.name,
    dialect: stored.dialect,
    ...(stored.defaultSchema === undefined ? {} : { defaultSchema: stored.defaultSchema }),
    tables: stored.tables,
    joins: stored.joins,
    synonyms: (source.synonyms ?? []).map((s) => ({ id: s.id, term: s.term, table: s.table, ...(s.column === null ? {} : { column: s.column }) })),
    metrics: (source.metrics ?? []).map((m) => ({
      id: m.id,
      name: m.name,
      table: m.table,
      expression: m.expression,
      ...(m.description === null ? {} : { description: m.description }),
    })),
  };
}
