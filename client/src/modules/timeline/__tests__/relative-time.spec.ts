import { refreshDelay, relativeTime } from '../relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative times (SPEC §4 units)', () => {
  it.each([
    [0, 'just now'],
    [1, '1 sec ago'],
    [59, '59 secs ago'],
    [60, '1 min ago'],
    [180, '3 mins ago'],
    [3_600, '1 hour ago'],
    [7_200 + 59, '2 hours ago'],
    [86_400, '1 day ago'],
    [2_592_000, '1 month ago'],
    [2_592_000 * 11, '11 months ago'],
    [31_536_000, '1 year ago'],
    [31_536_000 * 3, '3 years ago'],
  ])('%i seconds is %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('says just now for a time a little in the future (clock skew)', () => {
    expect(relativeTime(ago(-5), now)).toBe('just now');
  });

  it('refreshes every second while the newest time counts seconds', () => {
    expect(refreshDelay(ago(10), now)).toBe(1_000);
    expect(refreshDelay(ago(120), now)).toBe(30_000);
    expect(refreshDelay(undefined, now)).toBe(30_000);
  });
});
