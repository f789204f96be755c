import { type ConnectionProblem, describeConnectionProblem } from './connection-problems';

/**
 * Errors a source query ends with, worded for the user. They carry only the database's own message: never a stack
 * from the driver, a host, a user name or a password.
 */
export class SourceQueryError extends Error {
  override readonly name: string = 'SourceQueryError';

  /** @param code the SQLSTATE (Postgres) or error code (MySQL), when the database gave one */
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The statement ran past its time limit and the database stopped it. */
export class QueryTimeoutError extends SourceQueryError {
  override readonly name = 'QueryTimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`The query took longer than ${formatSeconds(timeoutMs)} and was stopped.`);
  }
}

/** The database could not be reached or refused the login. */
export class SourceUnavailableError extends SourceQueryError {
  override readonly name = 'SourceUnavailableError';

  constructor(readonly problem: ConnectionProblem) {
    super(describeConnectionProblem(problem));
  }
}

export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
