/**
 * A word list keyed by words from questions. Built without a prototype, so a question word such as 'constructor' or
 * 'toString' finds nothing rather than Object's own properties.
 */
export function dictionary<T>(entries: Record<string, T>): Readonly<Partial<Record<string, T>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
