// The question a visitor typed into the home page's chat box before having an account. It is kept through
// registration and the setup wizard, then asked on the dashboard (/dashboard?ask=...).
export const PENDING_QUESTION_KEY = 'quarry.pendingQuestion';

export function savePendingQuestion(question: string): void {
  try {
    window.localStorage.setItem(PENDING_QUESTION_KEY, question);
  } catch {
    // Storage unavailable: the question is simply not kept.
  }
}

export function readPendingQuestion(): string | null {
  try {
    const value = window.localStorage.getItem(PENDING_QUESTION_KEY);
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingQuestion(): void {
  try {
    window.localStorage.removeItem(PENDING_QUESTION_KEY);
  } catch {
    // See savePendingQuestion.
  }
}

/** Where the dashboard asks a question on arrival. */
export function askPath(question: string): string {
  return `/dashboard?ask=${encodeURIComponent(question)}`;
}
