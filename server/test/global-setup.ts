import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../src/app/data-source';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/app/embedded-postgres';
import { createLogger } from '../src/app/logger';

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
  process.env.TEST_DATA_DIR = dataDir;
  globalThis.quarryTestPostgres = { postgres, dataDir };
}
