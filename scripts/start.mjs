// `npm start`: builds the server and client when the build is missing or older than the sources, then serves.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['server/src', 'migrations', 'client/src', 'client/index.html', 'client/vite.config.ts', 'package-lock.json'];
const outputs = ['server/dist/server/src/main.js', 'client/dist/index.html'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

const builtAt = Math.min(...outputs.map((output) => newestMtime(output)));
const changedAt = Math.max(...sources.map((source) => newestMtime(source)));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building Quarry (server and client)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

createRequire(import.meta.url)(path.join(root, 'server/dist/server/src/main.js'));
