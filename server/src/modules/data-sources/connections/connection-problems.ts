import type { DatabaseConnectionConfig } from './connection-config';

/** Why a connection could not be opened, in the terms a user can act on. */
export type ConnectionProblem = 'refused' | 'dns' | 'timeout' | 'login' | 'database' | 'ssl';

/** Node socket codes, Postgres SQLSTATEs and MySQL error codes, by the problem they mean. */
const PROBLEM_CODES: Readonly<Record<string, ConnectionProblem>> = {
  ECONNREFUSED: 'refused',
  EHOSTUNREACH: 'refused',
  ENETUNREACH: 'refused',
  ECONNRESET: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ETIMEDOUT: 'timeout',
  // Postgres: invalid_password, invalid_authorization_specification (unknown role, no pg_hba entry).
  '28P01': 'login',
  '28000': 'login',
  // Postgres: invalid_catalog_name.
  '3D000': 'database',
  ER_ACCESS_DENIED_ERROR: 'login',
  ER_DBACCESS_DENIED_ERROR: 'database',
  ER_BAD_DB_ERROR: 'database',
  HANDSHAKE_NO_SSL_SUPPORT: 'ssl',
};

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The connection problem behind a driver error, or undefined when the error is about something else. */
export function connectionProblem(error: unknown): ConnectionProblem | undefined {
  const code = errorCode(error);
  if (code !== undefined && PROBLEM_CODES[code]) return PROBLEM_CODES[code];
  const message = error instanceof Error ? error.message : '';
  // node-postgres reports its own connect timeout without a code.
  if (/connection timeout|timeout expired|timeout exceeded/i.test(message)) return 'timeout';
  if (/does not support SSL|SSL connection/i.test(message)) return 'ssl';
  return undefined;
}

type Where = Pick<DatabaseConnectionConfig, 'host' | 'port' | 'database' | 'user'>;

/**
 * The message for a problem. With `where`, it names the host, port, database or user the person typed (never the
 * password), for "Test connection"; without, it stays generic for people who only query the source.
 */
export function describeConnectionProblem(problem: ConnectionProblem, where?: Where): string {
  const server = where ? `${where.host}:${where.port}` : 'the database server';
  switch (problem) {
    case 'refused':
      return `Could not connect to ${server}: the connection was refused. Check the host and port, and that the server is running.`;
    case 'dns':
      return where ? `The host name "${where.host}" could not be found.` : 'The database host name could not be found.';
    case 'timeout':
      return `Could not connect to ${server}: there was no answer in time. Check the host, the port and any firewall.`;
    case 'login':
      return where
        ? `The server refused the login of user "${where.user}". Check the user name and password.`
        : 'The database server refused the login.';
    case 'ssl':
      return `Could not set up an encrypted connection to ${server}. Check the SSL setting.`;
    case 'database':
      return where
        ? `The database "${where.database}" does not exist, or the user "${where.user}" may not use it.`
        : 'The database does not exist, or the user may not use it.';
  }
}
