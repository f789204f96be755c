import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type Logger as TypeOrmLogger, type MigrationInterface } from 'typeorm';
import type { Logger } from 'pino';
import { ENTITIES } from './entities';

const migrationsDir = path.join(__dirname, '..', '..', '..', 'migrations');

type MigrationClass = new () => MigrationInterface;

/** Loaded with plain require so the same code works from source, from the tsc build and under jest. */
function loadMigrations(): MigrationClass[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d+-[\w-]+\.(ts|js)$/.test(file))
    .sort()
    .flatMap((file) => Object.values(require(path.join(migrationsDir, file)) as Record<string, MigrationClass>));
}

/** Routes TypeORM's own messages into the app logger rather than the console. */
function typeOrmLogger(logger: Logger): TypeOrmLogger {
  return {
    logQuery: () => undefined,
    logQueryError: (error, query) => logger.error({ err: error, query }, 'query failed'),
    logQuerySlow: (time, query) => logger.warn({ time, query }, 'slow query'),
    logSchemaBuild: (message) => logger.debug(message),
    logMigration: (message) => logger.info(message),
    log: (level, message) => (level === 'warn' ? logger.warn(message) : logger.debug(message)),
  };
}

export function createDataSource(url: string, logger?: Logger): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: loadMigrations(),
    migrationsTableName: 'migrations',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension (and no superuser) is needed.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logger: logger ? typeOrmLogger(logger.child({ component: 'typeorm' })) : undefined,
    logging: logger ? ['error', 'warn', 'migration'] : false,
    extra: { max: 20 },
  });
}
