import { distance } from 'fastest-levenshtein';

/**
 * The candidate closest to `name`, when it is close enough to be a likely typo: case is ignored, and up to a third
 * of the name's letters (at least two) may differ. Far-off names get no hint, since a wrong hint misleads more than
 * none.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  const allowed = Math.max(2, Math.ceil(wanted.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const d = distance(wanted, candidate.toLowerCase());
    if (d <= allowed && (best === undefined || d < best.distance)) best = { name: candidate, distance: d };
  }
  return best?.name;
}
