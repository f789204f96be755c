/** SPEC §9: 6 ms a character for thinking text, 20 ms for the reply; faster settings for impatient readers. */
export const TYPING_SPEEDS = {
  normal: { thinking: 6, reply: 20 },
  fast: { thinking: 2, reply: 5 },
  instant: { thinking: 0, reply: 0 },
} as const;

export type TypingSpeed = keyof typeof TYPING_SPEEDS;

export function typingSpeedOf(value: string | null | undefined): TypingSpeed {
  return value === 'fast' || value === 'instant' ? value : 'normal';
}

/**
 * Reveals `text` at `msPerChar`, calling `onText` with the growing prefix; resolves with the full text. The count
 * follows the clock, so slow timers skip ahead instead of falling behind. Stops early (with the full text) on abort.
 */
export function typeOut(text: string, msPerChar: number, onText: (shown: string) => void, signal?: AbortSignal): Promise<string> {
  if (msPerChar <= 0 || text.length === 0) {
    onText(text);
    return Promise.resolve(text);
  }
  return new Promise((resolve) => {
    const started = Date.now();
    let shown = 0;
    const tick = () => {
      if (signal?.aborted) {
        onText(text);
        resolve(text);
        return;
      }
      const due = Math.min(text.length, Math.max(shown + 1, Math.floor((Date.now() - started) / msPerChar)));
      shown = due;
      onText(text.slice(0, shown));
      if (shown >= text.length) resolve(text);
      else setTimeout(tick, msPerChar);
    };
    setTimeout(tick, msPerChar);
  });
}
