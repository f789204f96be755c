import { DomainError } from '../../app/errors';

export class EmailTakenError extends DomainError {
  constructor() {
    super('CONFLICT', 'An account with this email already exists.');
  }
}

export class UsernameTakenError extends DomainError {
  constructor() {
    super('CONFLICT', 'This username is already taken.');
  }
}

export class LoginFailedError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', 'Incorrect email or password.');
  }
}

/** SPEC §8's texts for a rejected profile picture. */
export class PictureTooLargeError extends DomainError {
  constructor() {
    super('PAYLOAD_TOO_LARGE', 'File size too large. Maximum 2MB allowed.');
  }
}

export class PictureTypeError extends DomainError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', 'Unsupported file type. Please upload JPG, PNG, or GIF.');
  }
}

export class CurrentPasswordError extends DomainError {
  constructor() {
    super('BAD_USER_INPUT', 'Your current password is not correct.');
  }
}

export class GoalsRequiredError extends DomainError {
  constructor() {
    super('BAD_USER_INPUT', 'Please describe at least one goal.');
  }
}
