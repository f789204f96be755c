import { DomainError } from '../../app/errors';

/** A SPEC validation failure: shown to the user as is (REST `{detail}` with 400). */
export class ValidationFailedError extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}

/** Trims a required text; missing or blank gives SPEC's message. */
export function requiredText(value: string | null | undefined, requiredMessage: string, maxLength: number, label: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new ValidationFailedError(requiredMessage);
  if (trimmed.length > maxLength) throw new ValidationFailedError(`${label} must be at most ${maxLength} characters.`);
  return trimmed;
}

/** Trims an optional text; empty becomes null (SPEC: "sent as null when empty"). */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

/** PATCH semantics: undefined leaves the field alone. */
export function isGiven<T>(value: T | undefined): value is T {
  return value !== undefined;
}
