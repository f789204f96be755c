import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { registerUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

export const DATASETS = '/work/shared/datasets';

/** A file to upload: from disk (a path) or made in the test (name and bytes). */
export type UploadPart = string | { name: string; data: Buffer | string };

function filePart(part: UploadPart): { name: string; blob: Blob } {
  const bytes = typeof part === 'string' ? readFileSync(part) : typeof part.data === 'string' ? Buffer.from(part.data) : part.data;
  return { name: typeof part === 'string' ? path.basename(part) : part.name, blob: new Blob([Uint8Array.from(bytes)]) };
}

/** POST /api/v1/data-sources as multipart: a `name` field and the files, each in a `files` part. */
export async function restUpload(app: TestApp, token: string | undefined, name: string | undefined, parts: readonly UploadPart[], headers: Record<string, string> = {}) {
  const form = new FormData();
  if (name !== undefined) form.set('name', name);
  for (const part of parts) {
    const { name: fileName, blob } = filePart(part);
    form.append('files', blob, fileName);
  }
  const response = await fetch(`${app.baseUrl}/api/v1/data-sources`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { detail?: unknown } };
}

/** A CSV file's text from a header and rows. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header.join(','), ...rows.map((row) => row.join(','))].join('\n');
}

/** POST /api/v1/ask about one source, expecting 200: the answer's body. */
export async function restAsk(app: TestApp, token: string, sourceId: number, question: string) {
  const response = await fetch(`${app.baseUrl}/api/v1/ask`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question, data_source_id: sourceId }),
  });
  if (response.status !== 200) throw new Error(`ask answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { status: string; rows: unknown[][]; columns: string[]; sql: string | null; unmatched: string[] };
}

/**
 * For a describe block: a test app with one user who uploads `files` as a source named `name` before the tests, and
 * asks it questions over REST.
 */
export function uploadedSource(name: string, files: () => UploadPart[]): { ask: (question: string) => ReturnType<typeof restAsk> } {
  let app: TestApp | undefined;
  let token = '';
  let sourceId = 0;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    token = (await registerUser(app.services)).token;
    const upload = await restUpload(app, token, name, files());
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
    sourceId = Number(upload.body.id);
  });
  afterAll(async () => {
    await app?.close();
  });
  return { ask: (question) => restAsk(app as TestApp, token, sourceId, question) };
}

/** A GraphQL multipart request (the GraphQL multipart request spec) with the files as `$files`. */
export async function graphqlUpload<TData>(app: TestApp, token: string, query: string, variables: Record<string, unknown>, parts: readonly UploadPart[]) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, files: parts.map(() => null) } }));
  form.set('map', JSON.stringify(Object.fromEntries(parts.map((_part, i) => [String(i), [`variables.files.${i}`]]))));
  parts.forEach((part, i) => {
    const { name, blob } = filePart(part);
    form.set(String(i), blob, name);
  });
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: TData | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

/** The data source rows of a workspace. */
export async function sourceRowsOf(dataSource: DataSource, workspaceId: number): Promise<{ id: number; status: string }[]> {
  return dataSource.query('SELECT id, status FROM data_sources WHERE workspace_id = $1 ORDER BY id', [workspaceId]);
}

/**
 * `ds_<id>` schemas whose source row is gone. The row is committed before its schema exists and removed in the same
 * transaction that drops it, so this holds at every moment, even with other test files importing at the same time.
 */
export async function orphanSchemas(dataSource: DataSource): Promise<string[]> {
  const rows: { nspname: string }[] = await dataSource.query(
    `SELECT nspname FROM pg_namespace
      WHERE nspname ~ '^ds_[0-9]+$' AND NOT EXISTS (SELECT 1 FROM data_sources d WHERE 'ds_' || d.id = nspname)`,
  );
  return rows.map((row) => row.nspname);
}

export async function schemaExists(dataSource: DataSource, schema: string): Promise<boolean> {
  const rows: unknown[] = await dataSource.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rows.length > 0;
}
