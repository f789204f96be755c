import 'reflect-metadata';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../src/app/data-source';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/app/embedded-postgres';
import { createLogger } from '../src/app/logger';
import { STRONG_PASSWORD } from './factories';
import { TEST_JWT_SECRET } from './test-app';

declare global {
  // Handed from setup to teardown; both run in Jest's parent process.
  var quarryTestPostgres: { postgres?: RunningPostgres; dataDir: string } | undefined;
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when given, else an embedded cluster in a temp directory.
 * Migrations run once here; each test file seeds its own rows. Workers read the URL from TEST_DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quarry-test-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, createLogger('warn'));
  const url = process.env.DATABASE_URL ?? postgres?.url ?? '';
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  process.env.TEST_DATABASE_URL = url;
  keepServerLogs(url);
  process.env.TEST_DATA_DIR = dataDir;
  globalThis.quarryTestPostgres = { postgres, dataDir };
}

/**
 * Test apps log (at info, or TEST_LOG_LEVEL) to e2e/artifacts/logs/integration.log, and the secrets they use are
 * listed in secrets.txt beside it; `npm test` ends with scripts/check-log-secrets.mjs, which fails if any secret, bearer
 * token or API key reached a log. A fresh run starts with an empty folder.
 */
function keepServerLogs(databaseUrl: string): void {
  if (process.env.TEST_LOG_FILE) return;
  const logsDir = path.join(__dirname, '..', '..', 'e2e', 'artifacts', 'logs');
  rmSync(logsDir, { recursive: true, force: true });
  mkdirSync(logsDir, { recursive: true });
  process.env.TEST_LOG_FILE = path.join(logsDir, 'integration.log');
  const databasePassword = decodeURIComponent(new URL(databaseUrl).password);
  appendFileSync(path.join(logsDir, 'secrets.txt'), `${[TEST_JWT_SECRET, STRONG_PASSWORD, databasePassword].filter(Boolean).join('\n')}\n`);
}
