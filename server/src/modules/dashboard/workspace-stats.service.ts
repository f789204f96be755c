import type { DataSource } from 'typeorm';
import { ForbiddenError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { DataSourceKind, DataSourceStatus } from '../data-sources/data-source.entity';
import type { DataSourceService } from '../data-sources/data-source.service';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import type { WorkspaceStats } from './workspace-stats.types';

const LARGEST_TABLES = 8;

/** The metrics panel's figures, all counted from the workspace itself. */
export class WorkspaceStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dataSources: DataSourceService,
  ) {}

  async stats(viewer: Viewer): Promise<WorkspaceStats> {
    if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot view this workspace’s figures.');
    const [sources, questions] = await Promise.all([
      this.dataSources.list(viewer),
      this.dataSource.query('SELECT coalesce(sum(question_count), 0)::int AS count FROM ask_conversations WHERE workspace_id = $1', [viewer.workspaceId]) as Promise<{ count: number }[]>,
    ]);
    const schemas = sources
      .filter((source) => source.kind === DataSourceKind.UPLOAD || source.kind === DataSourceKind.DEMO)
      .map((source) => source.schemaName ?? `ds_${source.id}`);
    const storage: { bytes: string | null }[] = schemas.length === 0
      ? [{ bytes: '0' }]
      : await this.dataSource.query(
          `SELECT sum(pg_total_relation_size(c.oid))::text AS bytes
             FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'm', 'p')`,
          [[...new Set(schemas)]],
        );
    const tables = sources.flatMap((source) => (source.catalog?.tables ?? []).map((table) => ({ sourceName: source.name, table: table.name, rows: table.rowCount })));
    const lastSync = sources.reduce<Date | null>((latest, source) => (latest === null || source.updatedAt > latest ? source.updatedAt : latest), null);
    return {
      sources: sources.length,
      readySources: sources.filter((source) => source.status === DataSourceStatus.READY).length,
      uploads: sources.filter((source) => source.kind === DataSourceKind.UPLOAD).length,
      databases: sources.filter((source) => source.kind === DataSourceKind.POSTGRES || source.kind === DataSourceKind.MYSQL).length,
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      questionsAsked: questions[0]?.count ?? 0,
      storageBytes: Number(storage[0]?.bytes ?? 0),
      lastSyncAt: lastSync,
      largestTables: [...tables].sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table)).slice(0, LARGEST_TABLES),
    };
  }
}
