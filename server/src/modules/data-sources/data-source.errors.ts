import { DomainError, ForbiddenError, NotFoundError } from '../../app/errors';

export class DataSourceNotFoundError extends NotFoundError {
  constructor() {
    super('Data source not found.');
  }
}

export class SynonymNotFoundError extends NotFoundError {
  constructor() {
    super('Synonym not found.');
  }
}

export class MetricNotFoundError extends NotFoundError {
  constructor() {
    super('Metric not found.');
  }
}

export class ManageDataSourcesForbiddenError extends ForbiddenError {
  constructor() {
    super('Only workspace Owners and Admins can add, change or delete data sources.');
  }
}

/** A field the user gave that cannot be used (REST 422, GraphQL BAD_USER_INPUT). */
export class DataSourceInputError extends DomainError {
  constructor(message: string) {
    super('UNPROCESSABLE', message);
  }
}

export class DataSourceNameTakenError extends DomainError {
  constructor(name: string) {
    super('CONFLICT', `A data source named "${name}" already exists in this workspace.`);
  }
}

export class SynonymTakenError extends DomainError {
  constructor(term: string) {
    super('CONFLICT', `This data source already has a synonym "${term}".`);
  }
}

export class MetricTakenError extends DomainError {
  constructor(name: string) {
    super('CONFLICT', `This data source already has a metric "${name}".`);
  }
}

export class DataSourceBusyError extends DomainError {
  constructor() {
    super('CONFLICT', 'This data source is still importing; try again when the import has finished.');
  }
}

/** An uploaded file that cannot be imported: the file's name and the offending lines go to the client too. */
export class ImportFailedError extends DomainError {
  constructor(message: string, file: string | undefined, lines: readonly number[]) {
    super('UNPROCESSABLE', message, undefined, { lines: [...lines], ...(file === undefined ? {} : { file }) });
  }
}

export class FileTooLargeError extends DomainError {
  constructor(maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The file is larger than the ${megabytes(maxBytes)} MB limit.`);
  }
}

/** The external database could not be reached or refused the login: the message says which, never the password. */
export class ConnectionFailedError extends DomainError {
  constructor(message: string) {
    super('UNPROCESSABLE', message);
  }
}

/** The same rounding as the import's own size check, so both say the same limit. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
