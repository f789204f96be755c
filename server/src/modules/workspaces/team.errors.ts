import { DomainError } from '../../app/errors';

export class OwnerProtectedError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'The Owner cannot be removed or demoted.');
  }
}

export class OwnerRoleError extends DomainError {
  constructor() {
    super('BAD_USER_INPUT', 'Use Transfer ownership to make someone the Owner.');
  }
}

export class TransferForbiddenError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'Only the Owner can transfer ownership.');
  }
}

export class ManageTeamForbiddenError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'Only the Owner and Admins can invite or manage team members.');
  }
}

export class BillingForbiddenError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'Only the Owner can see and manage billing.');
  }
}

export class AlreadyMemberError extends DomainError {
  constructor(email: string) {
    super('CONFLICT', `${email} is already a member of this workspace.`);
  }
}

export class InvitationInvalidError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'This invitation is no longer valid. Ask for a new one.');
  }
}

export class InviteInputError extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}

export class MemberNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'Team member not found.');
  }
}
