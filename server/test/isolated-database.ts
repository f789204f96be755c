import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDataSource } from '../src/app/data-source';

export interface IsolatedDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the test server, or on `serverUrl`'s (no migrations), dropped with `drop()`. */
export async function createEmptyDatabase(label: string, serverUrl = process.env.TEST_DATABASE_URL): Promise<IsolatedDatabase> {
  const sharedUrl = serverUrl;
  if (!sharedUrl) throw new Error('TEST_DATABASE_URL is not set: run tests through jest (global setup starts PostgreSQL).');
  const name = `quarry_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: sharedUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A fresh, migrated database on the test server, for tests whose effects reach every workspace (the demo installer)
 * and so must not share the database that other test files use at the same time. `serverUrl` names another server
 * (any database on it that the user may connect to, to create the new one).
 */
export async function createIsolatedDatabase(label: string, serverUrl = process.env.TEST_DATABASE_URL): Promise<IsolatedDatabase> {
  const database = await createEmptyDatabase(label, serverUrl);
  const dataSource = createDataSource(database.url);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  return database;
}
