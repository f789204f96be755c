import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { appPool } from '../modules/data-sources/app-pool';

/** What readiness checks and metrics read of the database: whether it answers, and the pool's state. */
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  pool(): pg.Pool {
    return appPool(this.dataSource);
  }
}
