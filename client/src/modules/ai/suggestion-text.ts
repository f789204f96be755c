// SPEC §9: suggestion lines lose leading numbers, bullets and dashes; criteria go under this heading.
export const CRITERIA_HEADING = 'Acceptance Criteria:';

const LEADING_MARKERS = /^\s*(?:(?:\d+[.)]|[-*•–—+])\s*)+/u;

export function cleanSuggestion(line: string): string {
  return line.replace(LEADING_MARKERS, '').trim();
}

/** Non-empty, marker-free lines of a suggestion list. */
export function cleanSuggestions(items: readonly string[]): string[] {
  return items.map(cleanSuggestion).filter((item) => item !== '');
}

/** Appends criteria as '- ' lines under 'Acceptance Criteria:', reusing the heading when the text has one. */
export function appendCriteria(description: string, criteria: readonly string[]): string {
  const lines = cleanSuggestions(criteria).map((item) => `- ${item}`);
  if (lines.length === 0) return description;
  const body = description.trimEnd();
  if (body.includes(CRITERIA_HEADING)) return `${body}\n${lines.join('\n')}`;
  return `${body}${body ? '\n\n' : ''}${CRITERIA_HEADING}\n${lines.join('\n')}`;
}
