import { NotFoundError } from '../../app/errors';

export class EpicNotFoundError extends NotFoundError {
  constructor() {
    super('Epic not found.');
  }
}
