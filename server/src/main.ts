import 'reflect-metadata';
import { buildAppSchema } from './app/build-schema';
import { loadConfig } from './app/config';
import { openDatabase } from './app/database';
import { createHttpApp } from './app/http-app';
import { createLogger } from './app/logger';
import { openAppEvents } from './app/pub-sub';
import { createServices } from './app/services';
import { appPool } from './modules/data-sources/app-pool';

/** Composition root: config → database → schema → HTTP, WS and /api/v1 → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logFile);
  const database = await openDatabase(config, logger);
  // Live events through PostgreSQL (or Redis), so subscribers on every node hear what any node publishes.
  const events = await openAppEvents(config, appPool(database.dataSource), database.url, logger);
  const services = createServices(database.dataSource, config, logger, events.pubSub);
  // Imports cut short by a stopped or killed process leave a row and maybe a schema: remove them before serving.
  await services.dataSources.sweepInterruptedImports();
  const http = await createHttpApp({ config, logger, services, schema: await buildAppSchema(services.pubSub) });
  const port = await http.listen(config.port);
  logger.info({ url: `http://localhost:${port}` }, 'Quarry is listening');
  // The demo data set is generated and loaded on the first start, behind the scenes: demo sources wait as importing.
  services.demoSource.install().catch((error: unknown) => logger.error({ err: error }, 'could not install the demo data set'));
  // The insight engine's schedule (and the demo live feed) on pg-boss, in the same PostgreSQL; a stop waits for it.
  services.insightJobs.start().catch((error: unknown) => logger.error({ err: error }, 'could not start the insight jobs'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Work cut short by the stop (a queue's bookkeeping after its pool has closed) may fail afterwards: that is logged,
    // and the stop stays clean. Before a stop, an unhandled rejection ends the process as usual.
    process.on('unhandledRejection', (reason: unknown) => logger.warn({ err: reason }, 'work cut short by the shutdown failed'));
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await services.insightJobs.stop();
      await http.close();
      await services.transformSandbox.close();
      await services.dataSources.close();
      await events.close();
      await services.rateLimits.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Quarry failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
