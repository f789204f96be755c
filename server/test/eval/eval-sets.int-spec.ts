import pg from 'pg';
import { askForEval } from './ask-for-eval';
import { loadSource } from './eval-dataset';
import { judge } from './score';
import { allSets } from './sets';

// The public sets and the tuned sets must stay at 100%: every question there has one clear reading.
const MUST_PASS = allSets().filter((run) => run.tier === 'public' || run.tier === 'tuned');

describe('the offline engine on the evaluation sets', () => {
  let pool: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 3 });
  });
  afterAll(async () => {
    await pool.end();
  });

  it.each(MUST_PASS.map((run) => ({ name: run.set.name, run })))('answers every question of $name correctly', async ({ run }) => {
    const source = await loadSource(pool, process.env.TEST_DATABASE_URL ?? '', run.set);
    try {
      const failures: string[] = [];
      for (const item of run.set.items) {
        const answer = await askForEval(item.q, source.catalog, source.connection, run.set.today);
        if (judge(item, answer.status, answer.rows) !== 'correct') failures.push(`${item.id} ${item.q}: ${answer.sql ?? answer.answer}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await source.dispose();
    }
  }, 120_000);
});
