/**
 * `npm run eval:explain -- --set DIR "question" ["question" ...] [--catalog [--values] [--dates]] [--links]`: how the engine reads questions over a set's data
 * (words, plan, SQL, first rows), for developing the engine on dev sets. Refuses held-out sets.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ASK_MAX_ROWS } from '../../src/app/config';
import { schemaModel } from '../../src/ask/catalog/schema-model';
import { policyFor } from '../../src/ask/answer/policy';
import { planWithNames } from '../../src/ask/answer/name-lookup';
import { linkTokens } from '../../src/ask/links/link';
import { validateSql } from '../../src/ask/safety/validate-sql';
import { renderSql } from '../../src/ask/sql/render-sql';
import { tokenize } from '../../src/ask/tokens/tokenize';
import { loadSource } from './eval-dataset';
import { readEvalSet } from './eval-set';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const setAt = argv.indexOf('--set');
  const dir = path.resolve(argv[setAt + 1] ?? '');
  if (dir.includes(`${path.sep}held-out${path.sep}`)) throw new Error('Held-out sets are not for developing the engine.');
  const set = readEvalSet(dir);
  const ids = new Set(argv.filter((arg, i) => i !== setAt && i !== setAt + 1 && !arg.startsWith('--') && argv[i - 1] !== '--dump-catalog'));
  const questions = set.items.filter((item) => ids.has(item.id)).map((item) => item.q);
  for (const arg of ids) if (!set.items.some((item) => item.id === arg)) questions.push(arg);
  const serverUrl = process.env.DATABASE_URL ?? '';
  const pool = new pg.Pool({ connectionString: serverUrl, max: 2 });
  const source = await loadSource(pool, serverUrl, set);
  try {
    const dump = argv.indexOf('--dump-catalog');
    if (dump >= 0) writeFileSync(argv[dump + 1] ?? 'catalog.json', JSON.stringify(source.catalog));
    if (argv.includes('--catalog')) {
      const model = schemaModel(source.catalog);
      for (const table of model.tables.values()) process.stdout.write(`${table.id} (${table.table.rowCount}): ${table.columns.map((c) => `${c.column.name}[${c.role}${c.column.values ? `:${c.column.values.length}v` : ''}]`).join(', ')}\n`);
      // '--dates': how each table's dates are read and ranked, the first dating its rows.
      if (argv.includes('--dates')) for (const table of model.tables.values()) process.stdout.write(`  ${table.id} [${table.words.join(' ')}]: ${model.allDateColumns(table.id).map((ref) => `${ref.column} [${model.column(ref).words.join(' ')}] kind ${model.dateKind(ref)}`).join(', ')}\n`);
      if (argv.includes('--values')) for (const table of model.tables.values()) for (const c of table.columns) if (c.column.values) process.stdout.write(`  ${table.id}.${c.column.name}: ${c.column.values.join(' | ')}\n`);
      for (const join of source.catalog.joins) process.stdout.write(`join ${join.fromTable}.${join.fromColumn} -> ${join.toTable}.${join.toColumn} (${join.origin})\n`);
    }
    for (const question of questions) {
      process.stdout.write(`\n=== ${question}\n`);
      const tokens = tokenize(question);
      if (argv.includes('--links')) for (const link of linkTokens(tokens, source.catalog)) process.stdout.write(`  link ${tokens.slice(link.start, link.end).map((t) => t.text).join(' ')} → ${JSON.stringify(link.target.kind === 'metric' ? { metric: link.target.metric.name } : link.target)} ${link.score.toFixed(2)} ${link.via}\n`);
      // As the ask API does: names the catalog keeps no values for are looked up before asking back.
      const { planned, catalog, names } = await planWithNames(question, source.catalog, source.connection, { timeoutMs: 10_000, maxRows: ASK_MAX_ROWS }, set.today);
      if (names.length > 0) process.stdout.write(`  looked up: ${names.join(' | ')} → ${JSON.stringify(catalog.foundValues ?? [])}\n`);
      process.stdout.write(`  words: ${planned.words.map((w) => `${w.text}/${w.role}${w.meaning ? `(${w.meaning})` : ''}`).join(' ')}\n`);
      process.stdout.write(`  status: ${planned.status} ${planned.reason ?? planned.clarification?.question ?? ''}\n`);
      if (!planned.plan) continue;
      process.stdout.write(`  plan: ${JSON.stringify(planned.plan)}\n`);
      try {
        const sql = renderSql(planned.plan, schemaModel(catalog)).sql;
        process.stdout.write(`  sql: ${sql.replace(/\s+/g, ' ')}\n`);
        const checked = validateSql(sql, policyFor(catalog, source.connection.schema, ASK_MAX_ROWS));
        const result = await source.connection.query(checked.sql, [], { timeoutMs: 10_000, maxRows: 20 });
        process.stdout.write(`  rows: ${JSON.stringify(result.rows.slice(0, 8))}${result.rows.length > 8 ? ' …' : ''}\n`);
      } catch (error) {
        process.stdout.write(`  error: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  } finally {
    await source.dispose();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
