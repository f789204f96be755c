import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { DATASETS, graphqlUpload, orphanSchemas, restUpload, schemaExists, sourceRowsOf, type UploadPart } from '../../../test/data-source-helpers';
import { addWorkspaceMember, registerUser } from '../../../test/factories';
import { dataOf, errorOf } from '../../../test/project-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { resolveViewer, type Viewer } from '../../app/viewer';
import { WorkspaceRole } from '../workspaces/workspace-role';
import { DataSourceNotFoundError } from './data-source.errors';
import { DataSourceEntity, DataSourceKind, DataSourceStatus } from './data-source.entity';

const SOURCE_FIELDS = `id name kind status byteSize createdAt
  tables { name rowCount description columns { name type description } }
  synonyms { id term table column }
  metrics { id name table expression description }`;
const CREATE_UPLOAD = `mutation ($name: String!, $files: [Upload!]!) { createUploadSource(name: $name, files: $files) { ${SOURCE_FIELDS} } }`;
const DATA_SOURCE = `query ($id: Int!) { dataSource(id: $id) { ${SOURCE_FIELDS} } }`;
const DATA_SOURCES = `{ dataSources { id name status } }`;
const IMPORT_PROGRESS = `subscription ($sourceId: Int) {
  importProgress(sourceId: $sourceId) { sourceId workspaceId fileName rows bytes totalBytes percent phase message }
}`;

interface SourceData {
  id: number;
  name: string;
  kind: string;
  status: string;
  tables: { name: string; rowCount: number; description: string | null; columns: { name: string; type: string; description: string | null }[] }[];
  synonyms: { id: number; term: string; table: string; column: string | null }[];
  metrics: { id: number; name: string; table: string; expression: string; description: string | null }[];
}

interface ProgressData {
  sourceId: number;
  workspaceId: number;
  fileName: string | null;
  rows: number;
  bytes: number;
  totalBytes: number;
  percent: number;
  phase: string;
  message: string | null;
}

const csvFiles = (dir: string) =>
  readdirSync(path.join(DATASETS, dir))
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .map((file) => path.join(DATASETS, dir, file));

const TINY: UploadPart = { name: 'tiny.csv', data: 'id,label\n1,a\n2,b\n' };

async function owner(app: TestApp): Promise<{ token: string; workspaceId: number; viewer: Viewer; userId: number }> {
  const user = await registerUser(app.services);
  const viewer = await resolveViewer(app.services, `Bearer ${user.token}`);
  if (!viewer) throw new Error('a fresh token must resolve to a viewer');
  return { token: user.token, workspaceId: viewer.workspaceId, viewer, userId: user.user.id };
}

/** A live importProgress subscription that collects what arrives. */
class ProgressWatcher {
  readonly events: ProgressData[] = [];
  readonly errors: unknown[] = [];

  constructor(client: Client, sourceId?: number) {
    client.subscribe<{ importProgress: ProgressData }>(
      { query: IMPORT_PROGRESS, variables: { sourceId: sourceId ?? null } },
      {
        next: (result) => {
          if (result.errors) this.errors.push(...result.errors);
          if (result.data?.importProgress) this.events.push(result.data.importProgress);
        },
        error: (error) => this.errors.push(error),
        complete: () => undefined,
      },
    );
  }

  async until(predicate: () => boolean, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(this.events)}, errors: ${JSON.stringify(this.errors)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  of(sourceId: number): ProgressData[] {
    return this.events.filter((event) => event.sourceId === sourceId);
  }
}

describe('data sources over GraphQL', () => {
  let app: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => app.close());

  function connect(token: string): Client {
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  it('createUploadSource takes a multipart request and returns the ready source with descriptions', async () => {
    const { token } = await owner(app);
    const response = await graphqlUpload<{ createUploadSource: SourceData }>(app, token, CREATE_UPLOAD, { name: 'CRM sales' }, csvFiles('crm-sales'));
    expect(response.body.errors).toBeUndefined();
    const source = response.body.data?.createUploadSource;
    expect(source).toMatchObject({ name: 'CRM sales', kind: 'UPLOAD', status: 'READY', synonyms: [], metrics: [] });
    expect(source?.tables.map((t) => t.name)).toEqual(['accounts', 'products', 'sales_pipeline', 'sales_teams']);
    const pipeline = source?.tables.find((t) => t.name === 'sales_pipeline');
    expect(pipeline?.rowCount).toBe(8800);
    expect(pipeline?.columns.find((c) => c.name === 'deal_stage')).toEqual({ name: 'deal_stage', type: 'text', description: expect.stringMatching(/\w/) });

    const listed = dataOf(await app.graphql<{ dataSources: { id: number; name: string; status: string }[] }>(DATA_SOURCES, {}, token));
    expect(listed.dataSources).toEqual([{ id: source?.id, name: 'CRM sales', status: 'READY' }]);
    // No field of the type can carry credentials or the schema name.
    expect(JSON.stringify(response.body)).not.toMatch(/encrypted|ds_\d/);
  });

  it('answers a bad file with BAD_USER_INPUT and its lines, a Viewer with FORBIDDEN, and a big file with PAYLOAD_TOO_LARGE', async () => {
    const { token, workspaceId } = await owner(app);
    const bad = await graphqlUpload(app, token, CREATE_UPLOAD, { name: 'Bad' }, [TINY, { name: 'ragged.csv', data: 'a,b\n1,2\n1,2,3\n' }]);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        message: 'ragged.csv: Row 3 has 3 fields; the header has 2.',
        extensions: { code: 'BAD_USER_INPUT', lines: [3], file: 'ragged.csv' },
      }),
    ]);
    expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
    expect(await orphanSchemas(app.dataSource)).toEqual([]);

    const viewer = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, viewer.user.id, WorkspaceRole.VIEWER);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CREATE_UPLOAD, variables: { name: 'Mine', files: [null] } }));
    form.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
    form.set('0', new Blob(['id\n1\n']), 'mine.csv');
    const forbidden = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'apollo-require-preflight': 'true', 'x-workspace-id': String(workspaceId) },
      body: form,
    });
    const forbiddenBody = (await forbidden.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(forbiddenBody.errors[0]).toMatchObject({ message: 'Only workspace Owners and Admins can add, change or delete data sources.', extensions: { code: 'FORBIDDEN' } });

    const small = await createTestApp({ listen: true, env: { UPLOAD_MAX_MB: '0.1' } });
    try {
      const { token: smallToken, workspaceId: smallWorkspace } = await owner(small);
      const big = await graphqlUpload(small, smallToken, CREATE_UPLOAD, { name: 'Big' }, [{ name: 'big.csv', data: `n\n${'123456789\n'.repeat(12_000)}` }]);
      expect(big.body.errors).toEqual([expect.objectContaining({ message: 'The file is larger than the 0.1 MB limit.', extensions: { code: 'PAYLOAD_TOO_LARGE' } })]);
      expect(await sourceRowsOf(small.dataSource, smallWorkspace)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('publishes importProgress over graphql-ws to the workspace: per file, then profiling, then ready; failures too', async () => {
    const { token, workspaceId } = await owner(app);
    const stranger = await owner(app);
    const watcher = new ProgressWatcher(connect(token));
    const strangerWatcher = new ProgressWatcher(connect(stranger.token));

    // graphql-ws does not acknowledge a subscription: upload tiny files until the watchers hear their own imports.
    for (const [who, watch] of [
      [token, watcher],
      [stranger.token, strangerWatcher],
    ] as const) {
      for (let attempt = 0; attempt < 30 && watch.events.length === 0; attempt++) {
        await restUpload(app, who, `Warm-up ${attempt}`, [TINY]);
        await watch.until(() => watch.events.length > 0, 300).catch(() => undefined);
      }
      expect(watch.events.length).toBeGreaterThan(0);
    }
    const strangerEventsBefore = strangerWatcher.events.length;

    const files = csvFiles('northwind');
    const created = await restUpload(app, token, 'Northwind', files);
    expect(created.status).toBe(201);
    const sourceId = created.body.id as number;
    await watcher.until(() => watcher.of(sourceId).some((event) => event.phase === 'READY'));
    const events = watcher.of(sourceId);
    expect(events.map((event) => event.phase)).toEqual(['IMPORTING', ...files.map(() => 'IMPORTING'), 'PROFILING', 'READY']);
    expect(events.every((event) => event.workspaceId === workspaceId && event.message === null)).toBe(true);
    expect(events[0]).toMatchObject({ fileName: 'categories.csv', rows: 0, bytes: 0, percent: 0 });
    expect(events.slice(1, -2).map((event) => event.fileName)).toEqual(files.map((file) => path.basename(file)));
    const percents = events.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ percent: 100, bytes: events[0]?.totalBytes });
    // Rows of all 11 tables: orders alone has 830, order details 2155.
    expect(events.at(-1)?.rows).toBeGreaterThan(830 + 2155);

    // A file found bad while loading (after the source got its id) is reported as a failed import.
    const failed = await restUpload(app, token, 'Broken', [TINY, { name: 'ragged.csv', data: 'a,b\n1,2\n1,2,3\n' }]);
    expect(failed.status).toBe(422);
    await watcher.until(() => watcher.events.some((event) => event.phase === 'FAILED'));
    const failure = watcher.events.find((event) => event.phase === 'FAILED');
    expect(failure).toMatchObject({ workspaceId, message: 'ragged.csv: Row 3 has 3 fields; the header has 2.' });
    expect(failure && (await sourceRowsOf(app.dataSource, workspaceId)).some((row) => row.id === failure.sourceId)).toBe(false);

    // Nothing of another workspace reaches the stranger, and they cannot watch the owner's source.
    expect(strangerWatcher.events.slice(strangerEventsBefore)).toEqual([]);
    expect(strangerWatcher.events.every((event) => event.workspaceId === stranger.workspaceId)).toBe(true);
    const prying = new ProgressWatcher(connect(stranger.token), sourceId);
    await prying.until(() => prying.errors.length > 0);
    expect(JSON.stringify(prying.errors)).toContain('Data source not found.');
  });

  it('manages synonyms and metrics, and refreshCatalog keeps them with the descriptions', async () => {
    const { token, viewer } = await owner(app);
    const created = dataOf((await graphqlUpload<{ createUploadSource: SourceData }>(app, token, CREATE_UPLOAD, { name: 'CRM' }, csvFiles('crm-sales'))).body as { data: { createUploadSource: SourceData } });
    const id = created.createUploadSource.id;

    const ADD_SYNONYM = `mutation ($input: AddSynonymInput!) { addSynonym(input: $input) { id term table column } }`;
    const ADD_METRIC = `mutation ($input: AddMetricInput!) { addMetric(input: $input) { id name table expression description } }`;
    const deal = dataOf(await app.graphql<{ addSynonym: { id: number } }>(ADD_SYNONYM, { input: { dataSourceId: id, term: 'deal', table: 'sales_pipeline' } }, token));
    dataOf(await app.graphql(ADD_SYNONYM, { input: { dataSourceId: id, term: 'revenue', table: 'sales_pipeline', column: 'close_value' } }, token));
    const won = dataOf(
      await app.graphql<{ addMetric: { id: number } }>(
        ADD_METRIC,
        { input: { dataSourceId: id, name: 'won revenue', table: 'sales_pipeline', expression: "sum(close_value) filter (where deal_stage = 'Won')" } },
        token,
      ),
    );
    dataOf(await app.graphql(ADD_METRIC, { input: { dataSourceId: id, name: 'win rate', table: 'sales_pipeline', expression: "avg(case when deal_stage = 'Won' then 1.0 else 0 end)" } }, token));

    const unknown = errorOf(await app.graphql(ADD_SYNONYM, { input: { dataSourceId: id, term: 'x', table: 'sales_pipeline', column: 'close_valu' } }, token));
    expect(unknown).toEqual({ message: 'The table "sales_pipeline" has no column "close_valu". Did you mean "close_value"?', code: 'BAD_USER_INPUT' });
    const plain = errorOf(await app.graphql(ADD_METRIC, { input: { dataSourceId: id, name: 'plain', table: 'sales_pipeline', expression: 'close_value' } }, token));
    expect(plain.code).toBe('BAD_USER_INPUT');

    const refreshed = dataOf(await app.graphql<{ refreshCatalog: SourceData }>(`mutation ($id: Int!) { refreshCatalog(id: $id) { ${SOURCE_FIELDS} } }`, { id }, token));
    expect(refreshed.refreshCatalog.tables).toEqual(created.createUploadSource.tables);
    expect(refreshed.refreshCatalog.synonyms.map((s) => [s.term, s.table, s.column])).toEqual([
      ['deal', 'sales_pipeline', null],
      ['revenue', 'sales_pipeline', 'close_value'],
    ]);
    expect(refreshed.refreshCatalog.metrics.map((m) => m.name)).toEqual(['won revenue', 'win rate']);

    // What the ask engine reads.
    const catalog = await app.services.dataSources.catalogFor(viewer, id);
    expect(catalog).toMatchObject({ sourceId: id, sourceName: 'CRM', dialect: 'postgres' });
    expect(catalog.synonyms).toEqual([
      { id: deal.addSynonym.id, term: 'deal', table: 'sales_pipeline' },
      { id: expect.any(Number), term: 'revenue', table: 'sales_pipeline', column: 'close_value' },
    ]);
    expect(catalog.metrics[0]).toEqual({ id: won.addMetric.id, name: 'won revenue', table: 'sales_pipeline', expression: "sum(close_value) filter (where deal_stage = 'Won')" });
    expect(catalog.tables.find((t) => t.name === 'accounts')?.columns.find((c) => c.name === 'revenue')?.description).toBe('Annual revenue (in millions of USD)');
    expect(catalog.joins.length).toBeGreaterThan(0);
    expect((await app.services.dataSources.catalogsFor(viewer)).map((c) => c.sourceId)).toEqual([id]);
    const connection = await app.services.dataSources.connectionFor(await app.services.dataSources.get(viewer, id));
    expect((await connection.query('SELECT count(*) FROM sales_pipeline')).rows).toEqual([[8800]]);

    expect(dataOf(await app.graphql(`mutation ($id: Int!) { removeSynonym(id: $id) }`, { id: deal.addSynonym.id }, token))).toEqual({ removeSynonym: deal.addSynonym.id });
    expect(dataOf(await app.graphql(`mutation ($id: Int!) { removeMetric(id: $id) }`, { id: won.addMetric.id }, token))).toEqual({ removeMetric: won.addMetric.id });
    expect(errorOf(await app.graphql(`mutation ($id: Int!) { removeMetric(id: $id) }`, { id: won.addMetric.id }, token))).toEqual({ message: 'Metric not found.', code: 'NOT_FOUND' });

    const stranger = await owner(app);
    await expect(app.services.dataSources.catalogFor(stranger.viewer, id)).rejects.toThrow(DataSourceNotFoundError);
    expect(await app.services.dataSources.catalogsFor(stranger.viewer)).toEqual([]);
    for (const [query, variables] of [
      [DATA_SOURCE, { id }],
      [`mutation ($id: Int!) { deleteDataSource(id: $id) }`, { id }],
      [`mutation ($id: Int!) { refreshCatalog(id: $id) { id } }`, { id }],
      [`mutation ($id: Int!) { removeSynonym(id: $id) }`, { id: refreshed.refreshCatalog.synonyms[1]?.id }],
    ] as const) {
      expect(errorOf(await app.graphql(query, variables, stranger.token)).code).toBe('NOT_FOUND');
    }

    expect(dataOf(await app.graphql(`mutation ($id: Int!) { deleteDataSource(id: $id) }`, { id }, token))).toEqual({ deleteDataSource: id });
    expect(await schemaExists(app.dataSource, `ds_${id}`)).toBe(false);
    expect(errorOf(await app.graphql(DATA_SOURCE, { id }, token))).toEqual({ message: 'Data source not found.', code: 'NOT_FOUND' });
    expect(await app.dataSource.query('SELECT id FROM data_source_synonyms WHERE data_source_id = $1', [id])).toEqual([]);
  });

  it('createDatabaseSource and testConnection work on a second database of the same server', async () => {
    const { token, workspaceId } = await owner(app);
    const suffix = randomBytes(5).toString('hex');
    const database = `quarry_gql_${suffix}`;
    const role = `quarry_gql_${suffix}`;
    const password = `Pw-${randomBytes(8).toString('hex')}`;
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
      const settings = { host: url.hostname, port: Number(url.port), database, user: role, password };
      const seed = new pg.Client(settings);
      await seed.connect();
      await seed.query(`CREATE SCHEMA sales; CREATE TABLE sales.deals (deal_id int PRIMARY KEY, stage text, amount numeric); INSERT INTO sales.deals VALUES (1, 'Won', 10), (2, 'Lost', 5);`);
      await seed.end();

      const input = { kind: 'POSTGRES', ...settings, schema: 'sales' };
      const TEST = `mutation ($input: DatabaseConnectionInput!) { testConnection(input: $input) { ok message serverVersion tableCount } }`;
      const tested = dataOf(await app.graphql<{ testConnection: Record<string, unknown> }>(TEST, { input }, token));
      expect(tested.testConnection).toMatchObject({ ok: true, tableCount: 1, serverVersion: expect.stringMatching(/^PostgreSQL/) });
      const wrong = dataOf(await app.graphql<{ testConnection: Record<string, unknown> }>(TEST, { input: { ...input, password: 'wrong' } }, token));
      expect(wrong.testConnection).toEqual({ ok: false, message: `The server refused the login of user "${role}". Check the user name and password.`, serverVersion: null, tableCount: null });
      const noSchema = dataOf(await app.graphql<{ testConnection: Record<string, unknown> }>(TEST, { input: { ...input, schema: 'nope' } }, token));
      expect(noSchema.testConnection).toMatchObject({ ok: false, message: 'The schema "nope" does not exist in the database.' });

      const CREATE = `mutation ($input: DatabaseSourceInput!) { createDatabaseSource(input: $input) { ${SOURCE_FIELDS} } }`;
      const refused = errorOf(await app.graphql(CREATE, { input: { ...input, name: 'Deals', port: 1 } }, token));
      expect(refused).toEqual({ message: expect.stringContaining('Could not connect to'), code: 'BAD_USER_INPUT' });
      const created = await app.graphql<{ createDatabaseSource: SourceData }>(CREATE, { input: { ...input, name: 'Deals' } }, token);
      expect(JSON.stringify(created)).not.toContain(password);
      const source = dataOf(created).createDatabaseSource;
      expect(source).toMatchObject({ name: 'Deals', kind: 'POSTGRES', status: 'READY', tables: [{ name: 'deals', rowCount: 2 }] });
      const viewer = await resolveViewer(app.services, `Bearer ${token}`);
      if (!viewer) throw new Error('viewer expected');
      const connection = await app.services.dataSources.connectionFor(await app.services.dataSources.get(viewer, source.id));
      expect((await connection.query('SELECT sum(amount) FROM deals')).rows).toEqual([[15]]);
      dataOf(await app.graphql(`mutation ($id: Int!) { deleteDataSource(id: $id) }`, { id: source.id }, token));
      expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });

  it('the start-up sweep removes imports a killed process left behind, but not one still running', async () => {
    const { workspaceId, userId } = await owner(app);
    const repository = app.dataSource.getRepository(DataSourceEntity);
    const leftover = await repository.save(repository.create({ name: 'Killed', kind: DataSourceKind.UPLOAD, status: DataSourceStatus.IMPORTING, workspaceId, createdById: userId, byteSize: 1 }));
    await repository.update({ id: leftover.id }, { schemaName: `ds_${leftover.id}` });
    await app.dataSource.query(`CREATE SCHEMA ds_${leftover.id}; CREATE TABLE ds_${leftover.id}.t (x int)`);
    const running = await repository.save(repository.create({ name: 'Running', kind: DataSourceKind.UPLOAD, status: DataSourceStatus.IMPORTING, workspaceId, createdById: userId, byteSize: 1 }));
    // Another session holds the running import's lock, as the importing process does.
    const importer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await importer.connect();
    try {
      await importer.query('SELECT pg_advisory_lock($1, $2)', [0x5144_5302, running.id]);
      await app.services.dataSources.sweepInterruptedImports();
      expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([{ id: running.id, status: 'importing' }]);
      expect(await schemaExists(app.dataSource, `ds_${leftover.id}`)).toBe(false);
    } finally {
      await importer.end();
    }
    // Once its session is gone, the running one was killed too.
    await app.services.dataSources.sweepInterruptedImports();
    expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
    expect(await orphanSchemas(app.dataSource)).toEqual([]);
  });

  it('refuses to delete a source while it imports', async () => {
    const { token, workspaceId, userId, viewer } = await owner(app);
    const repository = app.dataSource.getRepository(DataSourceEntity);
    const importing = await repository.save(repository.create({ name: 'Busy', kind: DataSourceKind.UPLOAD, status: DataSourceStatus.IMPORTING, workspaceId, createdById: userId, byteSize: 1 }));
    const importer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await importer.connect();
    try {
      await importer.query('SELECT pg_advisory_lock($1, $2)', [0x5144_5302, importing.id]);
      await expect(app.services.dataSources.delete(viewer, importing.id)).rejects.toThrow('This data source is still importing; try again when the import has finished.');
      const listed = dataOf(await app.graphql<{ dataSources: { id: number; status: string }[] }>(`{ dataSources { id status tables { name } } }`, {}, token));
      expect(listed.dataSources).toEqual([{ id: importing.id, status: 'IMPORTING', tables: [] }]);
      expect(errorOf(await app.graphql(`mutation ($id: Int!) { refreshCatalog(id: $id) { id } }`, { id: importing.id }, token)).code).toBe('CONFLICT');
    } finally {
      await importer.end();
    }
    await app.services.dataSources.sweepInterruptedImports();
  });
});
