import pg from 'pg';
import { validateSql, type SqlPolicy } from '../../ask/safety/validate-sql';
import { registerUser } from '../../../test/factories';
import { createEmptyDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { dataOf } from '../../../test/project-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { resolveViewer, type Viewer } from '../../app/viewer';
import type { Catalog } from './catalog/catalog';

const CREATE = `mutation ($input: DatabaseSourceInput!) {
  createDatabaseSource(input: $input) { id kind status tables { name rowCount } }
}`;

/** The policy a query over a catalog is checked against: every table in its own schema. */
function policyOf(catalog: Catalog): SqlPolicy {
  return {
    dialect: catalog.dialect,
    schema: catalog.defaultSchema ?? 'public',
    tables: catalog.tables.map((table) => ({ schema: table.schema, name: table.name, columns: table.columns.map((column) => column.name) })),
    maxRows: 100,
  };
}

/** A live PostgreSQL database whose tables are all outside `public`, connected the way a user connects one. */
describe('a live PostgreSQL source with tables in several schemas', () => {
  let app: TestApp;
  let database: IsolatedDatabase;
  let viewer: Viewer;
  let sourceId: number;
  let catalog: Catalog;

  beforeAll(async () => {
    app = await createTestApp();
    database = await createEmptyDatabase('live_schemas');
    const seed = new pg.Client({ connectionString: database.url });
    await seed.connect();
    try {
      await seed.query(`
        CREATE SCHEMA hr;
        CREATE TABLE hr.staff (badge_no int PRIMARY KEY, full_name text, team_ref text, reports_to int);
        CREATE SCHEMA org;
        CREATE TABLE org.teams (ref text, team_name text);
        INSERT INTO org.teams VALUES ('T-DATA', 'Data'), ('T-WEB', 'Web'), ('T-OPS', 'Operations');
        INSERT INTO hr.staff VALUES
          (100, 'Ada Lovelace', 'T-DATA', NULL), (101, 'Grace Hopper', 'T-DATA', 100), (102, 'Alan Turing', 'T-WEB', 100),
          (103, 'Edsger Dijkstra', 'T-WEB', 102), (104, 'Barbara Liskov', 'T-OPS', 100), (105, 'Donald Knuth', NULL, 104);`);
    } finally {
      await seed.end();
    }
    const user = await registerUser(app.services);
    const resolved = await resolveViewer(app.services, `Bearer ${user.token}`);
    if (!resolved) throw new Error('a fresh token must resolve to a viewer');
    viewer = resolved;

    const url = new URL(database.url);
    const input = {
      name: 'People',
      kind: 'POSTGRES',
      host: url.hostname,
      port: Number(url.port),
      database: decodeURIComponent(url.pathname.slice(1)),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
    const created = dataOf(await app.graphql<{ createDatabaseSource: { id: number; status: string; tables: { name: string; rowCount: number }[] } }>(CREATE, { input }, user.token));
    expect(created.createDatabaseSource).toMatchObject({ status: 'READY', tables: [{ name: 'staff', rowCount: 6 }, { name: 'teams', rowCount: 3 }] });
    sourceId = created.createDatabaseSource.id;
    catalog = await app.services.dataSources.catalogFor(viewer, sourceId);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('catalogs the tables of every schema, each with its own, and resolves unqualified names in public', () => {
    expect(catalog.defaultSchema).toBe('public');
    expect(catalog.tables.map((table) => [table.schema, table.name, table.id])).toEqual([
      ['hr', 'staff', undefined],
      ['org', 'teams', undefined],
    ]);
    const ref = catalog.tables[1]?.columns.find((column) => column.name === 'ref');
    expect(ref).toMatchObject({ isUnique: true, maxLength: 6, values: ['T-DATA', 'T-OPS', 'T-WEB'] });
  });

  it('finds the joins without declared keys: across schemas by name and values, and the self-reference', () => {
    const joins = catalog.joins.map((join) => `${join.fromTable}.${join.fromColumn} -> ${join.toTable}.${join.toColumn}`);
    expect(joins).toEqual(expect.arrayContaining(['staff.team_ref -> teams.ref', 'staff.reports_to -> staff.badge_no']));
    expect(joins).toHaveLength(2);
  });

  it('runs a checked query over both schemas', async () => {
    const validated = validateSql(
      `SELECT s.full_name, t.team_name, m.full_name AS manager
         FROM staff s JOIN teams t ON t.ref = s.team_ref LEFT JOIN staff m ON m.badge_no = s.reports_to
        ORDER BY s.badge_no`,
      policyOf(catalog),
    );
    expect(validated.sql).toContain('hr.staff');
    expect(validated.sql).toContain('org.teams');
    const connection = await app.services.dataSources.connectionForCatalog(catalog);
    const result = await connection.query(validated.sql);
    expect(result.rows).toEqual([
      ['Ada Lovelace', 'Data', null],
      ['Grace Hopper', 'Data', 'Ada Lovelace'],
      ['Alan Turing', 'Web', 'Ada Lovelace'],
      ['Edsger Dijkstra', 'Web', 'Alan Turing'],
      ['Barbara Liskov', 'Operations', 'Ada Lovelace'],
    ]);
  });

  it('takes metrics, synonyms and explorer reads on tables outside the connection’s schema', async () => {
    const metric = await app.services.dataSources.addMetric(viewer, { dataSourceId: sourceId, name: 'headcount', table: 'staff', expression: 'count(*)' });
    expect(metric.table).toBe('staff');
    const synonym = await app.services.dataSources.addSynonym(viewer, { dataSourceId: sourceId, term: 'squad', table: 'teams' });
    expect(synonym.table).toBe('teams');
    const page = await app.services.explorer.rows(viewer, { dataSourceId: sourceId, table: 'teams', filters: [], sort: { column: 'ref', descending: false } }, 0, 10);
    expect(page.rows).toEqual([['T-DATA', 'Data'], ['T-OPS', 'Operations'], ['T-WEB', 'Web']]);
  });

  it('profiles the same way again on refresh', async () => {
    await app.services.dataSources.refreshCatalog(viewer, sourceId);
    const refreshed = await app.services.dataSources.catalogFor(viewer, sourceId);
    expect(refreshed.tables.map((table) => `${table.schema}.${table.name}`)).toEqual(['hr.staff', 'org.teams']);
    expect(refreshed.joins).toEqual(catalog.joins);
  });
});
