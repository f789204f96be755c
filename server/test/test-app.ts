import 'reflect-metadata';
import type { GraphQLFormattedError } from 'graphql';
import type { DataSource } from 'typeorm';
import { buildAppSchema } from '../src/app/build-schema';
import { loadConfig, type AppConfig } from '../src/app/config';
import type { GraphQLContext } from '../src/app/context';
import { createDataSource } from '../src/app/data-source';
import { createHttpApp, type HttpApp } from '../src/app/http-app';
import { createLogger } from '../src/app/logger';
import { createServices, type Services } from '../src/app/services';
import { resolveViewer } from '../src/app/viewer';

export const TEST_JWT_SECRET = 'test-only-jwt-secret-which-is-long-enough';

export interface GraphQLResult<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface TestApp {
  config: AppConfig;
  dataSource: DataSource;
  services: Services;
  http: HttpApp;
  /** Base URL once `listen` was asked for, e.g. http://127.0.0.1:34567 */
  baseUrl: string;
  /** Runs an operation in-process against the built schema, as the holder of `token` (or anonymously). */
  graphql<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult<TData>>;
  close(): Promise<void>;
}

/** The real app on the test database (migrated once by global setup), optionally listening on a free port. */
export interface TestAppOptions {
  listen?: boolean;
  /** Extra environment for loadConfig, e.g. AI_BASE_URL pointing at a local protocol double. */
  env?: Record<string, string>;
  /** Another migrated database than the shared test one (see isolated-database.ts). */
  databaseUrl?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run tests through jest (global setup starts PostgreSQL).');
  const config = loadConfig({
    DATA_DIR: process.env.TEST_DATA_DIR,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    // Global setup points TEST_LOG_FILE into e2e/artifacts/logs, which `npm test` greps for secrets at the end.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? (process.env.TEST_LOG_FILE ? 'info' : 'silent'),
    ...(process.env.TEST_LOG_FILE ? { LOG_FILE: process.env.TEST_LOG_FILE } : {}),
    NODE_ENV: 'test',
    ...options.env,
  });
  const logger = createLogger(config.logLevel, config.logFile);
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  const services = createServices(dataSource, config, logger);
  const http = await createHttpApp({ config, logger, services, schema: await buildAppSchema(services.pubSub) });
  const port = options.listen ? await http.listen(0, '127.0.0.1') : 0;

  return {
    config,
    dataSource,
    services,
    http,
    baseUrl: `http://127.0.0.1:${port}`,
    async graphql<TData>(query: string, variables?: Record<string, unknown>, token?: string) {
      const viewer = await resolveViewer(services, token ? `Bearer ${token}` : undefined);
      const response = await http.apollo.executeOperation<TData>(
        { query, variables },
        { contextValue: { viewer, services, logger } satisfies GraphQLContext },
      );
      if (response.body.kind !== 'single') throw new Error('Expected a single GraphQL result');
      return { data: response.body.singleResult.data, errors: response.body.singleResult.errors };
    },
    async close() {
      await services.insightJobs.stop();
      await http.close();
      await services.transformSandbox.close();
      await services.dataSources.close();
      await services.rateLimits.close();
      await dataSource.destroy();
    },
  };
}
