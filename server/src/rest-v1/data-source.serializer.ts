import type { DataSourceEntity } from '../modules/data-sources/data-source.entity';
import { tablesOf } from '../modules/data-sources/data-source-table';
import type { ConnectionTestResult } from '../modules/data-sources/data-source.inputs';
import type { DataSourceMetric, DataSourceSynonym } from '../modules/data-sources/semantic-layer.entity';

/** The snake_case JSON for data sources, their catalog summary, synonyms and metrics. Never credentials. */

export function toRestDataSource(source: DataSourceEntity) {
  return {
    id: source.id,
    name: source.name,
    kind: source.kind,
    status: source.status,
    byte_size: source.byteSize,
    created_at: source.createdAt,
    updated_at: source.updatedAt,
    tables: tablesOf(source.catalog).map((table) => ({
      name: table.name,
      row_count: table.rowCount,
      description: table.description,
      columns: table.columns.map((column) => ({ name: column.name, type: column.type, description: column.description })),
    })),
  };
}

export function toRestSynonym(synonym: DataSourceSynonym) {
  return {
    id: synonym.id,
    data_source_id: synonym.dataSourceId,
    term: synonym.term,
    table: synonym.table,
    column: synonym.column,
    created_at: synonym.createdAt,
  };
}

export function toRestMetric(metric: DataSourceMetric) {
  return {
    id: metric.id,
    data_source_id: metric.dataSourceId,
    name: metric.name,
    table: metric.table,
    expression: metric.expression,
    description: metric.description,
    created_at: metric.createdAt,
  };
}

export function toRestConnectionTest(result: ConnectionTestResult) {
  return { ok: result.ok, message: result.message, server_version: result.serverVersion, table_count: result.tableCount };
}
