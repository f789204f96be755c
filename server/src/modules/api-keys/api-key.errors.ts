import { DomainError } from '../../app/errors';

export class ApiKeyNameError extends DomainError {
  constructor() {
    super('BAD_USER_INPUT', 'Please name the API key.');
  }
}

/** Keys cannot make keys, change passwords or end sessions: those need a signed-in person. */
export class SessionRequiredError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'API keys cannot manage sign-in credentials. Sign in to do this.');
  }
}

export class RevokedApiKeyError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', 'This API key is not valid or has been revoked.');
  }
}
