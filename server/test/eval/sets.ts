import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readEvalSet, SHARED_DATASETS, type EvalSet, type EvalSetItem } from './eval-set';

export type Tier = 'public' | 'tuned' | 'dev' | 'held-out' | 'other';

export interface SetRun {
  tier: Tier;
  set: EvalSet;
  /** For --database-url: the source is that database, not one the set loads. */
  databaseUrl?: string;
}

export const EVAL_DIR = __dirname;
const PUBLIC_EVAL = path.join(SHARED_DATASETS, '..', 'eval');

function publicSet(dataset: string): EvalSet {
  const items = JSON.parse(readFileSync(path.join(PUBLIC_EVAL, `questions-${dataset}.json`), 'utf8')) as EvalSetItem[];
  return { name: `public-${dataset}`, today: '2026-11-25', csv: `shared:${dataset}`, items, dir: PUBLIC_EVAL };
}

function setsIn(tier: Exclude<Tier, 'public' | 'other'>): SetRun[] {
  const dir = path.join(EVAL_DIR, tier);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'questions.json')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ tier, set: readEvalSet(path.join(dir, name)) }));
}

export function allSets(): SetRun[] {
  return [
    { tier: 'public', set: publicSet('northwind') },
    { tier: 'public', set: publicSet('crm-sales') },
    ...setsIn('tuned'),
    ...setsIn('dev'),
    ...setsIn('held-out'),
  ];
}

