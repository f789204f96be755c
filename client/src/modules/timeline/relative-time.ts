/** SPEC §4's units, largest first, in seconds. */
const UNITS: readonly (readonly [name: string, seconds: number])[] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['min', 60],
  ['sec', 1],
];

/** '3 mins ago', '1 hour ago', or 'just now' under a second (SPEC §4, timeline). */
export function relativeTime(when: string | Date, now: number): string {
  const seconds = Math.floor((now - new Date(when).getTime()) / 1000);
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** How soon the text can change: every second while it counts seconds, then every 30 s. */
export function refreshDelay(newest: string | Date | undefined, now: number): number {
  if (newest === undefined) return 30_000;
  return now - new Date(newest).getTime() < 60_000 ? 1_000 : 30_000;
}
