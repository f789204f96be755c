import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { catalog, column, key, table } from '../../../test/ask-catalogs';
import { csvText, uploadedSource } from '../../../test/data-source-helpers';
import { describeWithMysql, TEST_MYSQL_CONFIG } from '../../../test/mysql-test-database';
import { openMysqlConnection, type MysqlConnection } from '../../modules/data-sources/connections/mysql-connection';
import { lookUpNames } from './name-lookup';

/** More boats than the catalog keeps the names of (LOW_CARDINALITY_LIMIT), each with an owner: a name is found only
 * by looking it up, which the lookup switched off shows (the answers below are then questions back). */
const FIRST = ['Tuna', 'Sea', 'Wave', 'Salt', 'Blue', 'Gull', 'Reef', 'Tide', 'Knot', 'Wind', 'Storm', 'Pearl', 'Coral', 'Drift', 'Harbor', 'Moon', 'Star'];
const SECOND = ['Helper', 'Runner', 'Dancer', 'Chaser', 'Dream', 'Spirit', 'Song', 'Whisper', 'Hunter', 'Rider', 'Breeze', 'Light', 'Queen', 'Jewel', 'Wing'];
const BOATS = FIRST.flatMap((first) => SECOND.map((second) => `${first} ${second}`));

describe('names the catalog keeps no values for', () => {
  const { ask } = uploadedSource('Marina', () => [
    { name: 'owners.csv', data: csvText(['owner_no', 'owner_nm', 'phone_no'], BOATS.map((_, i) => [1000 + i, `Owner${i} Person${i}`, `555-${String(1000 + i).padStart(4, '0')}`])) },
    { name: 'boats.csv', data: csvText(['boat_no', 'boat_nm', 'owner_no', 'length_ft'], BOATS.map((name, i) => [i + 1, name, 1000 + i, 20 + (i % 30)])) },
  ]);

  it('answers about a boat named in the question, found in the source', async () => {
    const at = BOATS.indexOf('Tuna Helper');
    const answer = await ask("What's the phone number of the owner of Tuna Helper?");
    expect(answer.status).toBe('answered');
    expect(answer.sql).toContain("'Tuna Helper'");
    expect(answer.rows.flat()).toContain(`555-${String(1000 + at).padStart(4, '0')}`);
    expect(answer.rows).toHaveLength(1);
  });

  it('finds a name written in another case, and filters by the value as stored', async () => {
    const answer = await ask('length of "harbor whisper"');
    expect(answer.status).toBe('answered');
    expect(answer.sql).toContain("'Harbor Whisper'");
    expect(answer.rows.flat()).toContain(20 + (BOATS.indexOf('Harbor Whisper') % 30));
  });

  it('still asks back, naming the words, when the name is nowhere in the source', async () => {
    const answer = await ask("What's the phone number of the owner of Marlin Express?");
    expect(answer.status).toBe('clarification');
    expect(answer.unmatched).toEqual(expect.arrayContaining(['Marlin', 'Express']));
    expect(answer.rows).toEqual([]);
  });

  it('treats a name as data, never as SQL', async () => {
    const answer = await ask("What's the phone number of the owner of Tuna Helper'); DROP TABLE boats; --?");
    expect(answer.status).not.toBe('answered');
    const again = await ask("What's the phone number of the owner of Tuna Helper?");
    expect(again.status).toBe('answered');
  });
});

describeWithMysql('looking names up in a MySQL source', () => {
  const boats = `boats_${randomBytes(5).toString('hex')}`;
  const { host, port, user, password, database } = TEST_MYSQL_CONFIG;
  let admin: mysql.Connection;
  let connection: MysqlConnection;

  beforeAll(async () => {
    admin = await mysql.createConnection({ host, port, user, password, database });
    await admin.query(`CREATE TABLE ${boats} (boat_no INT PRIMARY KEY, boat_nm VARCHAR(40), hull_cd VARCHAR(4))`);
    await admin.query(`INSERT INTO ${boats} VALUES ?`, [BOATS.map((name, i) => [i + 1, name, i % 2 ? 'SAIL' : 'PWR'])]);
    connection = await openMysqlConnection(TEST_MYSQL_CONFIG);
  });

  afterAll(async () => {
    await connection?.close();
    await admin?.query(`DROP TABLE IF EXISTS ${boats}`);
    await admin?.end();
  });

  const source = catalog([table(boats, BOATS.length, [key('boat_no', BOATS.length), column('boat_nm', 'text', { distinctCount: BOATS.length, maxLength: 40 }), column('hull_cd', 'text', { values: ['PWR', 'SAIL'] })], { schema: database })], [], { dialect: 'mysql', defaultSchema: database });

  it('finds a name in the columns that keep no values, as stored, in the dialect of the source', async () => {
    const found = await lookUpNames(source, ['tuna helper', "Reef Song'); DROP TABLE x; --"], connection, { timeoutMs: 5_000, maxRows: 100 });
    expect(found?.foundValues).toEqual([{ table: boats, column: 'boat_nm', value: 'Tuna Helper' }]);
  });

  it('finds nothing for a name the source does not hold', async () => {
    expect(await lookUpNames(source, ['Marlin Express'], connection, { timeoutMs: 5_000, maxRows: 100 })).toBeUndefined();
  });
});
