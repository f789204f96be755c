import { once } from 'node:events';
import type { Response } from 'express';
import { Router } from 'express';
import type { Services } from '../app/services';
import { InputValidationError } from '../app/errors';
import type { ExplorerSelectionInput } from '../modules/explorer/explorer.types';
import { Permission } from '../modules/workspaces/workspace-role';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

/** One CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function selectionFrom(body: Record<string, unknown>): ExplorerSelectionInput {
  const issue = (name: string, msg: string) => new InputValidationError([{ loc: ['body', name], msg, type: 'value_error' }]);
  const id = body.data_source_id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw issue('data_source_id', 'data_source_id must be an integer');
  if (typeof body.table !== 'string') throw issue('table', 'table must be a string');
  const filters = body.filters ?? [];
  if (!Array.isArray(filters)) throw issue('filters', 'filters must be a list');
  const sort = body.sort === undefined || body.sort === null ? null : asObject(body.sort);
  return {
    dataSourceId: id,
    table: body.table,
    filters: filters.map((filter) => {
      const item = asObject(filter);
      return { column: String(item.column ?? ''), operator: typeof item.operator === 'string' ? item.operator : 'in', values: Array.isArray(item.values) ? item.values.map(String) : [] };
    }),
    search: typeof body.search === 'string' ? body.search : null,
    sort: sort ? { column: String(sort.column ?? ''), descending: sort.descending === true } : null,
  };
}

async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

/** Export CSV / Export JSON: the filtered rows of an explorer table, streamed a batch at a time. */
export function explorerRoutes(services: Services): Router {
  const router = Router();

  router.post('/explorer/export', async (req, res) => {
    const viewer = viewerOf(res, Permission.VIEW_REPORTS);
    const body = asObject(req.body);
    const format = body.format === 'json' ? 'json' : body.format === 'csv' || body.format === undefined ? 'csv' : undefined;
    if (!format) throw new InputValidationError([{ loc: ['body', 'format'], msg: 'format must be csv or json', type: 'value_error' }]);
    const selection = selectionFrom(body);
    const table = await services.explorer.checkSelection(viewer, selection);
    const fileName = `${table.replace(/[^A-Za-z0-9_-]+/g, '_') || 'rows'}.${format}`;
    res.status(200);
    res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    let first = true;
    try {
      for await (const batch of services.explorer.exportRows(viewer, selection)) {
        if (format === 'csv') {
          if (first) await write(res, `${batch.columns.map(csvField).join(',')}\r\n`);
          if (batch.rows.length > 0) await write(res, `${batch.rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`);
        } else {
          const objects = batch.rows.map((row) => JSON.stringify(Object.fromEntries(batch.columns.map((column, i) => [column, row[i] ?? null]))));
          if (objects.length > 0) await write(res, `${first ? '[\n' : ',\n'}${objects.join(',\n')}`);
          else if (first) await write(res, '[');
        }
        first = false;
      }
      if (format === 'json') await write(res, first ? '[]\n' : '\n]\n');
      res.end();
    } catch (error) {
      // Headers are gone; a cut connection is the only honest signal left that the file is incomplete.
      res.destroy(error instanceof Error ? error : undefined);
    }
  });

  return router;
}
