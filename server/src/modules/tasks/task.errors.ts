import { DomainError, NotFoundError } from '../../app/errors';

export class TaskNotFoundError extends NotFoundError {
  constructor() {
    super('Task not found.');
  }
}

/** A move that would take a column with a hard WIP limit over it. */
export class WipLimitExceededError extends DomainError {
  constructor(status: string, limit: number) {
    super('CONFLICT', `The ${status} column has a hard WIP limit of ${limit} tasks; finish or move one first.`);
  }
}
