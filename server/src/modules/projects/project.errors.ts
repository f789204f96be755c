import { NotFoundError } from '../../app/errors';

export class ProjectNotFoundError extends NotFoundError {
  constructor() {
    super('Project not found.');
  }
}
