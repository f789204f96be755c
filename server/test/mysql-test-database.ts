/**
 * For tests: the local MariaDB or MySQL (127.0.0.1:3306, root, no password, database `test`). Tests that need it
 * use {@link describeWithMysql}, which skips them with a printed notice when the server cannot be reached.
 */
import { execFileSync } from 'node:child_process';
import type { DatabaseConnectionConfig } from '../src/modules/data-sources/connections/connection-config';

export const TEST_MYSQL_CONFIG: DatabaseConnectionConfig = {
  kind: 'mysql',
  host: '127.0.0.1',
  port: 3306,
  database: 'test',
  user: 'root',
  password: '',
};

/** Logs in and runs SELECT 1 in a child process, because Jest collects tests synchronously. */
function probeMysql(config: DatabaseConnectionConfig): boolean {
  const script = `require(${JSON.stringify(require.resolve('mysql2/promise'))})
    .createConnection(JSON.parse(process.argv[1]))
    .then((c) => c.query('SELECT 1').then(() => c.end()))
    .then(() => process.exit(0), () => process.exit(1));`;
  const { host, port, user, password, database } = config;
  try {
    execFileSync(process.execPath, ['-e', script, JSON.stringify({ host, port, user, password, database, connectTimeout: 2000 })], {
      stdio: 'ignore',
      timeout: 5000,
    });
    return true;
  } catch {
    return false;
  }
}

let reachable: boolean | undefined;

/** `describe` when the test MySQL is reachable (asked once per test file), else `describe.skip` with a notice. */
export function describeWithMysql(name: string, body: () => void): void {
  reachable ??= probeMysql(TEST_MYSQL_CONFIG);
  if (reachable) {
    describe(name, body);
    return;
  }
  console.warn(
    `Skipping "${name}": no MySQL or MariaDB at ${TEST_MYSQL_CONFIG.host}:${TEST_MYSQL_CONFIG.port} (user root, database test).`,
  );
  describe.skip(name, body);
}
