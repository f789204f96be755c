import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { createLogger } from './logger';

/** `npm run db:migrate`: applies pending migrations (start-up does this too) and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, createLogger(config.logLevel));
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
