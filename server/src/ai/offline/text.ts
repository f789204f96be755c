/**
 * Small, deterministic English helpers for the offline drafting engine: hashing, articles, number, casing,
 * gerunds and pronoun shifts. No randomness and no clock: the same input always gives the same text.
 */

/** FNV-1a over the normalised text: a stable 32-bit seed for choosing among variants. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  const normalised = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (let index = 0; index < normalised.length; index += 1) {
    hash ^= normalised.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Nouns that do not take a plural (or whose plural reads the same). */
const UNCOUNTABLE = new Set([
  'access', 'analytics', 'audit', 'authentication', 'authorization', 'billing', 'checkout', 'compliance', 'content',
  'data', 'equipment', 'feedback', 'finance', 'hardware', 'help', 'information', 'infrastructure', 'inventory',
  'localisation', 'localization', 'logging', 'marketing', 'media', 'metadata', 'money', 'monitoring', 'news',
  'onboarding', 'payroll', 'performance', 'privacy', 'reporting', 'research', 'search', 'security', 'software',
  'staff', 'storage', 'support', 'traffic', 'training', 'usage', 'weather', 'work', 'pricing', 'shipping',
  'banking', 'messaging', 'scheduling', 'hiring', 'humidity', 'temperature', 'health', 'safety', 'ci', 'sso',
  'seo', 'crm', 'etl', 'api', 'ui', 'ux', 'i18n', 'l10n', 'mfa', '2fa', 'status', 'series', 'species',
]);

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people', child: 'children', man: 'men', woman: 'women', analysis: 'analyses', criterion: 'criteria',
  index: 'indexes', mouse: 'mice', foot: 'feet', tooth: 'teeth', datum: 'data', leaf: 'leaves', life: 'lives',
  shelf: 'shelves', half: 'halves', knife: 'knives', wife: 'wives', thief: 'thieves', cactus: 'cacti',
};
const IRREGULAR_SINGULARS: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([singular, plural]) => [plural, singular]),
);

export function isAcronym(word: string): boolean {
  return /^[A-Z0-9]{2,}s?$/.test(word) && /[A-Z]/.test(word);
}

/** Singular of one lower-case word (rule based, good enough for product vocabulary). */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_SINGULARS[lower]) return IRREGULAR_SINGULARS[lower];
  if (UNCOUNTABLE.has(lower) || lower.length <= 3) return lower;
  if (/(ss|us|is|ous|ics)$/.test(lower) && lower !== 'analytics') return lower;
  if (lower === 'analytics') return lower;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(sses|xes|zes|ches|shes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/** Plural of one word; keeps the word's casing for acronyms ('API' → 'APIs'). */
export function pluralWord(word: string): string {
  if (isAcronym(word)) return /s$/.test(word) ? word : `${word}s`;
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURALS[lower]) return IRREGULAR_PLURALS[lower];
  if (UNCOUNTABLE.has(lower) || IRREGULAR_SINGULARS[lower]) return word;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return /(ss|x|z|ch|sh)$/.test(lower) || !lower.endsWith('s') ? `${word}es` : word;
  return `${word}s`;
}

/** True when the last word is plural (or uncountable, which reads the same way with 'are'/'is' avoided). */
export function isPluralWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (IRREGULAR_SINGULARS[lower]) return true;
  if (UNCOUNTABLE.has(lower)) return false;
  return singularWord(lower) !== lower;
}

export function isUncountable(word: string): boolean {
  return UNCOUNTABLE.has(word.toLowerCase());
}

function lastWordSplit(phrase: string): [string, string] {
  const trimmed = phrase.trim();
  const index = trimmed.lastIndexOf(' ');
  return index < 0 ? ['', trimmed] : [trimmed.slice(0, index + 1), trimmed.slice(index + 1)];
}

/** Singular of a noun phrase: only the head (last) word changes. */
export function singularPhrase(phrase: string): string {
  const [before, last] = lastWordSplit(phrase);
  if (isAcronym(last)) return before + last.replace(/s$/, '');
  return before + singularWord(last);
}

/** Plural of a noun phrase: only the head (last) word changes. */
export function pluralPhrase(phrase: string): string {
  const [before, last] = lastWordSplit(phrase);
  return before + pluralWord(singularWord(last) === last.toLowerCase() || isAcronym(last) ? last : singularWord(last));
}

/** 'a' or 'an' for the word that follows, by sound: 'an invoice', 'a user', 'an SSO login', 'a CSV file'. */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/\s+/)[0] ?? '';
  if (!word) return 'a';
  if (isAcronym(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usa|usu|uti|eu|one|once|ubi|ura|ure|uro)/.test(lower)) return 'a';
  if (/^\d/.test(lower)) return /^(8|11|18)/.test(lower) ? 'an' : 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Lower-cases the first letter unless the first word is an acronym or a proper-looking name ('PDF', 'iOS'). */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (isAcronym(first) || /^[a-z]+[A-Z]/.test(first) || /[A-Z].*[A-Z]/.test(first)) return text;
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Lower-case for every word except acronyms and mixed-case names ('Mobile banking app', 'CI pipeline'). */
export function lowerWords(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (isAcronym(word) || /^[a-z]+[A-Z]/.test(word) || /[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

const NO_DOUBLING = new Set(['open', 'visit', 'edit', 'listen', 'offer', 'enter', 'order', 'filter', 'render']);
const DOUBLING = new Set(['reset', 'submit', 'commit', 'admit', 'permit', 'omit', 'refer', 'prefer', 'occur', 'control', 'begin', 'forget', 'upset', 'regret', 'equip', 'transfer', 'unpin', 'unzip', 'outfit']);

/** Gerund of a base verb: 'save' → 'saving', 'set' → 'setting', 'see' → 'seeing', 'die' → 'dying'. */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'be') return 'being';
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/(ee|ye|oe)$/.test(lower)) return `${lower}ing`;
  if (/[^aeiou]e$/.test(lower) || /ue$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  if (DOUBLING.has(lower) || (!NO_DOUBLING.has(lower) && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower))) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

/** Third person singular present: 'save' → 'saves', 'set up' → 'sets up', 'carry' → 'carries'. */
export function thirdPerson(verbPhrase: string): string {
  const [verb = '', ...rest] = verbPhrase.split(' ');
  const lower = verb.toLowerCase();
  let inflected: string;
  if (lower === 'be') inflected = 'is';
  else if (lower === 'have') inflected = 'has';
  else if (/[^aeiou]y$/.test(lower)) inflected = `${lower.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh|o)$/.test(lower)) inflected = `${lower}es`;
  else inflected = `${lower}s`;
  return [inflected, ...rest].join(' ');
}

/** First person to third person plural ('I want my cart' → 'they want their cart'). */
export function toThirdPersonPlural(text: string): string {
  return text
    .replace(/\bI am\b/g, 'they are')
    .replace(/\bI'm\b/g, "they're")
    .replace(/\bI was\b/g, 'they were')
    .replace(/\bI've\b/g, "they've")
    .replace(/\bI'll\b/g, "they'll")
    .replace(/\bI\b/g, 'they')
    .replace(/\b[Mm]y\b/g, 'their')
    .replace(/\b[Mm]ine\b/g, 'theirs')
    .replace(/\b[Mm]yself\b/g, 'themselves')
    .replace(/\b[Mm]e\b/g, 'them')
    .replace(/\b[Ww]e\b/g, 'they')
    .replace(/\b[Oo]ur\b/g, 'their')
    .replace(/\b[Uu]s\b/g, 'them');
}

/** 'my cart' → 'the cart' for task titles, which speak about the product rather than a person. */
export function depersonalise(text: string): string {
  return text
    .replace(/\b(?:my|our|their|your|his|her)\b/gi, 'the')
    .replace(/\b(?:I|we|they|you)\b/g, 'users')
    .replace(/\b(?:me|us|them)\b/gi, 'the user');
}

/** Collapses whitespace, removes list markers and wrapping quotes, trims trailing sentence punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\b(a|an|the) (a|an|the)\b/gi, '$2')
    .replace(/\b(\w+) \1\b/gi, '$1')
    .trim();
}

/** Joins ['a', 'b', 'c'] as 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** k items of a list chosen by seed, kept in their original order (so flows like build → test stay in order). */
export function pickStable<T>(items: readonly T[], count: number, seed: number): T[] {
  if (items.length <= count) return [...items];
  const start = seed % items.length;
  const chosen: number[] = [];
  for (let offset = 0; offset < count; offset += 1) chosen.push((start + offset * 2 + (offset * 2 >= items.length ? 1 : 0)) % items.length);
  const unique = [...new Set(chosen)];
  for (let index = 0; unique.length < count && index < items.length; index += 1) if (!unique.includes(index)) unique.push(index);
  return unique.sort((left, right) => left - right).map((index) => items[index] as T);
}

/** One element chosen by seed. */
export function pickOne<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}
