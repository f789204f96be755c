import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/** A UTF-16 surrogate without its partner: text that is not valid Unicode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * class-validator's IsEmail, except that it answers "not an email" for text that is not valid Unicode: validator's
 * isEmail throws a URIError on a lone surrogate, which would surface as an internal error instead of the message.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || LONE_SURROGATE.test(value)) return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

export function IsEmailAddress(validationOptions: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isEmail', validator: { validate: (value) => isEmailAddress(value) } }, validationOptions);
}
