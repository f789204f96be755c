import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  url: string;
  dataSource: DataSource;
  /** Closes the pool and, when we started it, stops the embedded PostgreSQL. */
  close(): Promise<void>;
}

/** Uses DATABASE_URL when set, otherwise a real embedded PostgreSQL; runs pending migrations either way. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const dataSource = createDataSource(url, logger);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    url,
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
