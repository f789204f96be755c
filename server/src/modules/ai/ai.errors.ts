import { DomainError } from '../../app/errors';

/** SPEC §5's missing-context texts and other refusals of a drafting request (REST `{detail}` with 400). */
export class DraftContextMissingError extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}
