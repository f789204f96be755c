import { getToken } from '../../app/auth';
import type { ExplorerSelectionInput } from '../../gql/graphql.generated';
import { downloadText } from '../dashboard/format';

/** Export CSV / Export JSON: the server streams every filtered row; the browser saves it as a file. */
export async function exportRows(selection: ExplorerSelectionInput, format: 'csv' | 'json'): Promise<void> {
  const token = getToken();
  const response = await fetch('/api/v1/explorer/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      format,
      data_source_id: selection.dataSourceId,
      table: selection.table,
      filters: selection.filters ?? [],
      search: selection.search ?? null,
      sort: selection.sort ?? null,
    }),
  });
  if (!response.ok) {
    let detail = `Export failed (${response.status}).`;
    try {
      const body: unknown = await response.json();
      const text = typeof body === 'object' && body !== null ? Reflect.get(body, 'detail') : undefined;
      if (typeof text === 'string') detail = text;
    } catch {
      // Keep the status text.
    }
    throw new Error(detail);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${selection.table}.${format}`;
  downloadText(await response.blob(), name);
}
