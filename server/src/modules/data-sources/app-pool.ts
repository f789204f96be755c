import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The app's own pg pool, which TypeORM holds. Uploaded sources live in this database (schema `ds_<id>`), so their
 * queries borrow it rather than open a second pool to the same server.
 */
export function appPool(dataSource: DataSource): pg.Pool {
  const pool: unknown = (dataSource.driver as PostgresDriver).master;
  if (!(pool instanceof pg.Pool)) throw new Error('The app database connection is not a PostgreSQL pool.');
  return pool;
}
