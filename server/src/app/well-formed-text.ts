/** A UTF-16 surrogate without its partner: text that is not valid Unicode (PostgreSQL's jsonb refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is valid Unicode text: no half of a surrogate pair on its own. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}
