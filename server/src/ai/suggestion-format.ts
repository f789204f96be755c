import { DraftKind, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from './drafting';

const LEADING_MARKERS = /^\s*(?:(?:\d+|[a-z])[.)]\s+|\d+\s*[-:]\s+|[-*•–—+>]+\s*)+/iu;
const STORY_FORM = /^As an? [^,]+, I want [^,]+(?:,[^,]+)*?, so that .+$/i;

/** One suggestion line without list markers, quotes or markdown emphasis. */
export function stripListMarkers(line: string): string {
  return line
    .replace(LEADING_MARKERS, '')
    .replace(/^\*\*(.+)\*\*$/, '$1')
    .replace(/^["“'](.+)["”']$/, '$1')
    .trim();
}

function uniqueNonEmpty(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase();
    if (!line || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * SPEC §9's output rules, applied to any provider's raw lines: markers stripped, 3 to 5 items, stories in the
 * 'As a …, I want …, so that …' form, criteria as '- ' lines, a description as one text. Returns null when
 * the lines cannot be made to follow the rules, so the caller can fall back to the offline engine.
 */
export function formatSuggestions(kind: DraftKind, raw: readonly string[]): string[] | null {
  const lines = raw.flatMap((item) => item.split(/\r?\n/));
  if (kind === DraftKind.DESCRIPTION) {
    const text = lines.map((line) => line.trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();
    return text ? [text] : null;
  }
  let items = uniqueNonEmpty(lines.map(stripListMarkers));
  // A heading such as 'Acceptance Criteria:' or 'Here are some epics:' is not an item.
  items = items.filter((item) => !/:$/.test(item));
  if (kind === DraftKind.STORIES) items = items.filter((item) => STORY_FORM.test(item));
  if (kind === DraftKind.CRITERIA) items = items.map((item) => `- ${item}`);
  if (items.length < MIN_SUGGESTIONS) return null;
  return items.slice(0, MAX_SUGGESTIONS);
}
