import { DomainError, ForbiddenError, NotFoundError } from '../../app/errors';

export class ReportNotFoundError extends NotFoundError {
  constructor() {
    super('Report not found.');
  }
}

export class ReportCardNotFoundError extends NotFoundError {
  constructor() {
    super('Card not found.');
  }
}

export class CreateReportsForbiddenError extends ForbiddenError {
  constructor() {
    super('Your role can view reports but not create or change them.');
  }
}

export class ViewReportsForbiddenError extends ForbiddenError {
  constructor() {
    super('Your role cannot view reports.');
  }
}

/** A value the user gave that cannot be used (GraphQL BAD_USER_INPUT, REST 400). */
export class ReportInputError extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}
