import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';
import { isWellFormedText } from './well-formed-text';

/**
 * class-validator's IsEmail, except that it answers "not an email" for text that is not valid Unicode: validator's
 * isEmail throws a URIError on a lone surrogate, which would surface as an internal error instead of the message.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !isWellFormedText(value)) return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

export function IsEmailAddress(validationOptions: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isEmail', validator: { validate: (value) => isEmailAddress(value) } }, validationOptions);
}
