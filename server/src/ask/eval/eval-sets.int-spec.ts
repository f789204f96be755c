import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DATASETS } from '../../../test/data-source-helpers';
import { PostgresConnection } from '../../modules/data-sources/connections/postgres-connection';
import { loadDataset, scoreItems } from './eval-dataset';
import type { EvalItem } from './score';

const PUBLIC_SETS = path.join(DATASETS, '..', 'eval');
const SETS = [
  { dataset: 'northwind', questions: path.join(PUBLIC_SETS, 'questions-northwind.json') },
  { dataset: 'crm-sales', questions: path.join(PUBLIC_SETS, 'questions-crm-sales.json') },
  // Business questions beyond the public sets, written with gold SQL over the same data (docs/eval.md).
  { dataset: 'northwind', questions: path.join(__dirname, 'questions-northwind-extended.json') },
  { dataset: 'crm-sales', questions: path.join(__dirname, 'questions-crm-sales-extended.json') },
];

describe('the offline engine on the evaluation sets', () => {
  let pool: pg.Pool;
  const schemas: string[] = [];

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 3 });
  });
  afterAll(async () => {
    for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  });

  it.each(SETS)('answers every question of $questions correctly', async ({ dataset, questions }) => {
    const schema = `eval_${dataset.replace(/-/g, '_')}_${process.pid}_${Date.now()}`;
    schemas.push(schema);
    const catalog = await loadDataset(pool, path.join(DATASETS, dataset), schema);
    const items = JSON.parse(readFileSync(questions, 'utf8')) as EvalItem[];
    const results = await scoreItems(items, catalog, PostgresConnection.borrow(pool, schema));
    const failures = results.filter((result) => !result.ok).map(({ item, answer }) => `${item.id} ${item.q}: ${answer.sql ?? answer.answer}`);
    expect(failures).toEqual([]);
  }, 60_000);
});
