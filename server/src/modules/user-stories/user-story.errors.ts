import { NotFoundError } from '../../app/errors';

export class UserStoryNotFoundError extends NotFoundError {
  constructor() {
    super('User story not found.');
  }
}
