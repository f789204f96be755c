// The last step of `npm test`: no secret reached a log. Reads every server log the run kept in e2e/artifacts/logs
// (integration tests: integration.log; browser and process tests: server-*.log) and fails when one holds a secret the
// servers were given (secrets.txt: JWT secrets, encryption keys, test passwords and database passwords), a bearer
// token (a JWT) or an API key.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const logsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'e2e', 'artifacts', 'logs');
if (!existsSync(logsDir)) {
  console.error(`No logs in ${logsDir}: run the tests first (npm test).`);
  process.exit(1);
}
const secretsFile = path.join(logsDir, 'secrets.txt');
const secrets = [...new Set((existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8') : '').split('\n').map((line) => line.trim()).filter((line) => line.length >= 8))];
const PATTERNS = [
  ['a bearer token (JWT)', /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/],
  ['an API key', /qry_[\w-]{40,}/],
];
const logs = readdirSync(logsDir).filter((name) => name.endsWith('.log'));
const problems = [];
let bytes = 0;
for (const name of logs) {
  const text = readFileSync(path.join(logsDir, name), 'utf8');
  bytes += text.length;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const secret of secrets) if (line.includes(secret)) problems.push(`${name}:${index + 1}: a secret (${secret.slice(0, 3)}…) in: ${line.slice(0, 200)}`);
    for (const [what, pattern] of PATTERNS) if (pattern.test(line)) problems.push(`${name}:${index + 1}: ${what} in: ${line.slice(0, 200)}`);
  });
}
// An empty check is no check: the run must have logged, and recorded the secrets it handed out.
if (logs.length === 0 || bytes === 0 || secrets.length === 0) {
  console.error(`Nothing to check in ${logsDir}: ${logs.length} logs, ${bytes} bytes, ${secrets.length} secrets recorded.`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error(`Secrets found in server logs:\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(`No secret in ${logs.length} server logs (${(bytes / 1024 / 1024).toFixed(1)} MB), checked for ${secrets.length} secrets, bearer tokens and API keys.`);
