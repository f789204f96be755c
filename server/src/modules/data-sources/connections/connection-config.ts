/** Where an external database lives and how to log in. Stored encrypted (see credentials.ts). */
export interface DatabaseConnectionConfig {
  /** 'mysql' covers MySQL and MariaDB. */
  kind: 'postgres' | 'mysql';
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** Encrypt the connection. The server certificate is not verified (like libpq's sslmode=require). */
  ssl?: boolean;
  /** Postgres only: where unqualified table names resolve (default 'public'). MySQL uses the database. */
  schema?: string;
}

export const DEFAULT_POSTGRES_SCHEMA = 'public';

/** How long opening a connection may take before it counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5_000;
