import { DomainError, ForbiddenError, NotFoundError } from '../../app/errors';

/** A table, column, filter or page the explorer cannot use (REST 422, GraphQL BAD_USER_INPUT). */
export class ExplorerInputError extends DomainError {
  constructor(message: string) {
    super('UNPROCESSABLE', message);
  }
}

export class ExplorerViewNotFoundError extends NotFoundError {
  constructor() {
    super('Saved view not found.');
  }
}

export class SaveViewForbiddenError extends ForbiddenError {
  constructor() {
    super('Your role cannot save views.');
  }
}
