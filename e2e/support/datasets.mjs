// The shared data sets (../shared/datasets beside the repository). A checkout elsewhere on the machine (CI's fresh
// clone) finds them at the workplace's own copy.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server.mjs';

const besideRepo = path.resolve(repoRoot, '..', 'shared', 'datasets');

export const datasetsDir = existsSync(besideRepo) ? besideRepo : '/work/shared/datasets';
