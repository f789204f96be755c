// Client bundle budget: the JavaScript a browser must fetch before /login renders is at most 250 kB gzip, and none of
// it is Monaco, victory (charts) or d3, which pages load lazily. Reads the Vite build (client/dist): the manifest for
// the chunk graph, dist/.vite/chunk-modules.json (written by client/vite.config.ts) for what each chunk holds.
//
//   npm run build && node scripts/bundle-budget.mjs        (npm test runs it after the build)
//
// The first load of /login is the entry chunk and everything it imports statically, transitively: /login's page is
// imported statically by the router (every other page is a lazy chunk), and the root layout renders no lazy chunk of
// its own. Sizes are gzip at zlib's default level, as Vite reports them; 1 kB = 1,000 bytes. Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = Number(process.env.BUNDLE_BUDGET_KB ?? 250) * 1000;
/** Packages that must never be in the first load. */
const LAZY_ONLY = [/node_modules\/monaco-editor\//, /node_modules\/@monaco-editor\//, /node_modules\/victory[^/]*\//, /node_modules\/d3(-[^/]+)?\//];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const modulesFile = path.join(dist, '.vite', 'chunk-modules.json');

for (const file of [manifestFile, modulesFile]) {
  if (!existsSync(file)) {
    console.error(`bundle budget: ${path.relative(root, file)} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** @type {Record<string, string[]>} */
const chunkModules = JSON.parse(readFileSync(modulesFile, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('bundle budget: no index.html entry in the Vite manifest.');
  process.exit(1);
}

// The entry and its static imports, depth first, each chunk once.
const firstLoad = [];
const seen = new Set();
(function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  firstLoad.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
})(entryKey);

const rows = firstLoad.map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  const modules = chunkModules[file] ?? [];
  const lazyOnly = [...new Set(modules.filter((id) => LAZY_ONLY.some((pattern) => pattern.test(id))).map((id) => id.replace(/^(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, '$1')))];
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length, lazyOnly };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`First JS for /login: ${rows.length} chunks (entry ${manifest[entryKey].file} and its static imports)`);
for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}${row.lazyOnly.length ? `  <- ${row.lazyOnly.join(', ')}` : ''}`);
console.log(`  ${'total'.padEnd(44)} ${kb(totalRaw).padStart(10)}  gzip ${kb(total).padStart(9)}  (budget ${kb(BUDGET_BYTES)})`);

const problems = [];
if (total > BUDGET_BYTES) problems.push(`the first JS for /login is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`);
const eager = [...new Set(rows.flatMap((row) => row.lazyOnly))];
if (eager.length > 0) problems.push(`${eager.join(', ')} must load lazily, but ${eager.length === 1 ? 'is' : 'are'} in the first load`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`bundle budget: FAILED: ${problem}.`);
  process.exit(1);
}
console.log(`bundle budget: OK, ${kb(total)} gzip of ${kb(BUDGET_BYTES)}; no Monaco, victory or d3 in the first load.`);
