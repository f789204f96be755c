import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { QueryResult } from '../data-sources/connections/source-connection';
import type { DataSourceService } from '../data-sources/data-source.service';
import { InsightScanner, type QueryRunner } from './insight-scanner';
import type { InsightThread } from './insight-thread.entity';
import type { InsightService } from './insight.service';

/**
 * New threads a workspace gets per scan, strongest first: the rest come in later scans, so a new workspace's
 * timeline fills up over its first minutes instead of all at once.
 */
export const NEW_THREADS_PER_SCAN = 2;

/** One scan of every workspace's ready sources: detectors over each source, findings posted to the timeline. */
export class InsightEngine {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dataSources: DataSourceService,
    private readonly insights: InsightService,
    private readonly logger: Logger,
    private readonly settings: { askTimeoutMs: number },
    private readonly scanner = new InsightScanner(),
  ) {}

  /** Scans every workspace that has a ready source; returns the threads posted. */
  async scanAll(): Promise<InsightThread[]> {
    const rows: { workspaceId: number }[] = await this.dataSource.query(
      `SELECT DISTINCT workspace_id AS "workspaceId" FROM data_sources WHERE status = 'ready' ORDER BY workspace_id`,
    );
    // Workspaces reading the same tables (the shared demo schema) share each query's result within one scan.
    const cache = new Map<string, Promise<QueryResult>>();
    const posted: InsightThread[] = [];
    for (const { workspaceId } of rows) posted.push(...(await this.scanWorkspace(workspaceId, cache)));
    return posted;
  }

  async scanWorkspace(workspaceId: number, cache = new Map<string, Promise<QueryResult>>()): Promise<InsightThread[]> {
    const catalogs = await this.dataSources.readyCatalogsOf(workspaceId);
    const posted: InsightThread[] = [];
    for (const catalog of catalogs) {
      if (posted.length >= NEW_THREADS_PER_SCAN) break;
      try {
        const findings = await this.scanner.scan(catalog, await this.dataSources.connectionForCatalog(catalog), await this.runnerFor(catalog, cache));
        posted.push(...(await this.insights.record(workspaceId, catalog.sourceId, findings, NEW_THREADS_PER_SCAN - posted.length)));
      } catch (error) {
        // One source failing (a database gone away, a dropped table) never stops the others.
        this.logger.warn({ err: error, workspaceId, sourceId: catalog.sourceId }, 'insight scan of a source failed');
      }
    }
    return posted;
  }

  private async runnerFor(catalog: Catalog, cache: Map<string, Promise<QueryResult>>): Promise<QueryRunner> {
    const connection = await this.dataSources.connectionForCatalog(catalog);
    // ds_<id> and ds_demo name the same tables wherever they are read; an external database is its source's own.
    const scope = connection.schema.startsWith('ds_') ? connection.schema : `${catalog.sourceId}:${connection.schema}`;
    return (sql) => {
      const key = `${scope}\u0000${sql}`;
      let result = cache.get(key);
      if (!result) {
        result = connection.query(sql, [], { timeoutMs: this.settings.askTimeoutMs, maxRows: 5_000 });
        cache.set(key, result);
      }
      return result;
    };
  }
}
