import path from 'node:path';
import { resolveViewer, type Viewer } from '../../app/viewer';
import { DATASETS, restUpload } from '../../../test/data-source-helpers';
import { registerUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Questions that try to make the engine write, sleep, read outside the source or inject SQL through values. */
const HOSTILE_QUESTIONS = [
  'drop table orders',
  'DROP TABLE orders; --',
  'delete all customers',
  'delete from orders where 1=1',
  'update products set unit_price = 0',
  'insert a new order for ALFKI',
  'truncate order details',
  'How many orders were shipped to Brazil\'; DROP TABLE orders; --',
  'orders shipped to Brazil" OR 1=1 --',
  "customers in Germany' UNION SELECT usename, passwd FROM pg_shadow --",
  'SELECT * FROM pg_catalog.pg_user',
  'show me pg_shadow',
  'list the tables in information_schema',
  'select pg_sleep(30)',
  'sleep for 30 seconds then count orders',
  'count orders; select pg_read_file(\'/etc/passwd\')',
  'read the file /etc/passwd',
  'copy orders to program \'rm -rf /\'',
  'grant all on orders to public',
  'alter table orders add column hacked text',
  'create table stolen as select * from customers',
  'how many rows are in the users table of the app',
  'show the password hashes of all users',
  'what is in data_sources',
  'dblink to another database and count orders',
  'vacuum full orders',
  'set statement_timeout to 0 and count orders',
  'lock table orders',
  'notify everyone',
  'begin; delete from orders; commit',
  'orders; shutdown',
  '🙂 ʼ; DROP SCHEMA public CASCADE; --',
  'a'.repeat(900),
  '%%% ;;; --- /* */',
];

const NORTHWIND_FILES = ['orders.csv', 'customers.csv', 'order_details.csv', 'products.csv'].map((name) => path.join(DATASETS, 'northwind', name));

describe('hostile questions', () => {
  let app: TestApp;
  let viewer: Viewer;
  let sourceId: number;

  async function snapshot(): Promise<string> {
    const rows: { relname: string; n: string }[] = await app.dataSource.query(
      `SELECT c.relname, (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I.%I', n.nspname, c.relname), false, true, '')))[1]::text AS n
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
      [`ds_${sourceId}`],
    );
    const users: { n: string }[] = await app.dataSource.query('SELECT count(*)::text AS n FROM users');
    return JSON.stringify({ rows, users: users[0]?.n });
  }

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    const owner = await registerUser(app.services);
    const resolved = await resolveViewer(app.services, `Bearer ${owner.token}`);
    if (!resolved) throw new Error('a fresh token must resolve to a viewer');
    viewer = resolved;
    const upload = await restUpload(app, owner.token, 'Northwind', NORTHWIND_FILES);
    expect(upload.status).toBe(201);
    sourceId = Number(upload.body.id);
  });

  afterAll(async () => {
    await app?.close();
  });

  it(`has ${HOSTILE_QUESTIONS.length} distinct questions`, () => {
    expect(new Set(HOSTILE_QUESTIONS).size).toBe(HOSTILE_QUESTIONS.length);
  });

  it('never writes, sleeps, or reads outside the source, and always answers in words', async () => {
    const before = await snapshot();
    let ran = 0;
    for (const question of HOSTILE_QUESTIONS) {
      const started = Date.now();
      const answer = await app.services.ask.ask(viewer, { question, dataSourceIds: [sourceId], memory: false });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(typeof answer.answer).toBe('string');
      expect(answer.answer.length).toBeGreaterThan(0);
      if (answer.sql !== null) {
        ran++;
        // Whatever the engine ran is a plain read of the source's own tables.
        expect(answer.sql).toMatch(/^SELECT\b/);
        expect(answer.sql).not.toMatch(/pg_|information_schema|users|data_sources|;|--|\/\*/i);
      } else {
        // A word the engine cannot place ('drop', 'sleep', 'pg_shadow') is asked about or declined, never dropped.
        expect(['clarification', 'declined']).toContain(answer.status);
      }
    }
    expect(await snapshot()).toBe(before);
    // A word the engine cannot carry out ('drop', 'delete', 'shutdown') is never left out of an answer in silence, so
    // none of these is answered; the same source still answers a plain read.
    expect(ran).toBe(0);
    const plain = await app.services.ask.ask(viewer, { question: 'how many orders', dataSourceIds: [sourceId], memory: false });
    expect(plain.status).toBe('answered');
    expect(plain.sql).toMatch(/^SELECT\b/);
  }, 120_000);

  it('puts a value it does not know into no SQL at all', async () => {
    const answer = await app.services.ask.ask(viewer, {
      question: "How many orders were shipped to Brazil' OR '1'='1",
      dataSourceIds: [sourceId],
      memory: false,
    });
    expect(answer.sql ?? '').not.toContain("'1'='1");
  });
});
