import { validateSync } from 'class-validator';
import { InputValidationError, issuesFromClassValidator } from '../app/errors';

/**
 * Builds an input object from a REST body and validates it with the same class-validator rules GraphQL uses.
 * Unknown keys are dropped; a malformed body becomes a 422 listing each field.
 */
export function parseInput<T extends object>(InputClass: new () => T, values: Record<string, unknown>): T {
  const input = new InputClass();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (input as Record<string, unknown>)[key] = value;
  }
  const errors = validateSync(input, { whitelist: true, forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length > 0) throw new InputValidationError(issuesFromClassValidator(errors, 'body'));
  return input;
}

export function asObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputValidationError([{ loc: ['body'], msg: 'The request body must be a JSON object.', type: 'model_type' }]);
  }
  return body as Record<string, unknown>;
}

/** Form fields arrive as text; 'true'/'false' (and 1/0, on/off) become booleans, anything else stays for validation to reject. */
export function formBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(normalised)) return true;
  if (['false', '0', 'off', 'no'].includes(normalised)) return false;
  return value;
}
