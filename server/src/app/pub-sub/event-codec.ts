/**
 * Events cross processes as JSON. Dates are marked on the way out and revived on the way in, so a subscription
 * resolver sees the same payload on every node as on the one that published it.
 */
const DATE_MARK = '$date';

export interface RelayedEvent {
  type: string;
  detail: unknown;
}

export function encodeEvent(event: RelayedEvent): string {
  return JSON.stringify(event, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    // `value` has been through toJSON already; the holder still has the Date itself.
    const original = this[key];
    return original instanceof Date ? { [DATE_MARK]: original.toISOString() } : value;
  });
}

export function decodeEvent(text: string): RelayedEvent | undefined {
  const parsed: unknown = JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const marked = (value as Record<string, unknown>)[DATE_MARK];
      if (keys.length === 1 && typeof marked === 'string') return new Date(marked);
    }
    return value;
  });
  if (parsed === null || typeof parsed !== 'object' || typeof (parsed as RelayedEvent).type !== 'string') return undefined;
  return parsed as RelayedEvent;
}
