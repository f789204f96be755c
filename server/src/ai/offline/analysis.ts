/**
 * Reads a drafting context: parses the user-story form, finds the subject noun phrase, actions (verb + object),
 * actors, and ranks the knowledge-base topics that match. Uses `compromise` for part-of-speech tags and noun
 * phrases, backed by small lexicons where its tagging of short product titles is unreliable.
 */
import nlp from 'compromise';
import { GENERIC_TOPIC, TOPICS, type Topic } from './knowledge-base';
import { isAcronym, isUncountable, lowerWords, pluralPhrase, singularPhrase, singularWord, stableHash } from './text';

export interface StoryParts {
  actor: string;
  /** As written after 'I want', e.g. 'to save my cart'. */
  goal: string;
  benefit: string;
}

export interface ScoredTopic {
  topic: Topic;
  score: number;
  /** The domain object named in the context, or the topic's default. */
  thing: [string, string];
  /** True when the thing was named in the context rather than defaulted. */
  named: boolean;
}

export interface Analysis {
  title: string;
  description: string;
  story: StoryParts | null;
  /** The action the title asks for ('save my cart', 'set up CI pipeline'); null for noun-phrase titles. */
  goalCore: string | null;
  /** True when goalCore starts with a verb. */
  goalIsAction: boolean;
  /** Main noun phrase of the title: 'past invoices', 'greenhouse humidity sensors', 'CI pipeline'. */
  subject: string;
  /** The head of the subject as [singular, plural]: ['humidity sensor', 'humidity sensors']. */
  head: [string, string];
  /** Verb + object phrases from the title and description: 'monitor humidity levels'. */
  actions: string[];
  /** User types named in the context. */
  actors: string[];
  /** Matching topics, strongest first. */
  topics: ScoredTopic[];
  seed: number;
}

/** Verbs that start task titles and goals; compromise often tags these as nouns in short titles. */
export const COMMON_VERBS = new Set([
  'accept', 'access', 'add', 'adjust', 'allow', 'analyse', 'analyze', 'apply', 'approve', 'archive', 'assign', 'attach', 'audit', 'automate',
  'back', 'block', 'book', 'browse', 'build', 'calculate', 'cancel', 'capture', 'change', 'charge', 'check', 'choose', 'clean', 'close',
  'collect', 'compare', 'configure', 'confirm', 'connect', 'control', 'convert', 'copy', 'create', 'customise', 'customize', 'define',
  'delete', 'deploy', 'design', 'detect', 'disable', 'display', 'document', 'download', 'draft', 'drag', 'edit', 'email', 'enable',
  'enforce', 'enter', 'estimate', 'explore', 'export', 'filter', 'find', 'finish', 'fix', 'follow', 'generate', 'get', 'give', 'handle',
  'hide', 'implement', 'import', 'improve', 'integrate', 'investigate', 'invite', 'issue', 'keep', 'know', 'launch', 'let', 'limit',
  'link', 'list', 'load', 'lock', 'log', 'make', 'manage', 'map', 'mark', 'measure', 'merge', 'migrate', 'model', 'monitor', 'move',
  'notify', 'open', 'optimise', 'optimize', 'order', 'organise', 'organize', 'pay', 'pick', 'plan', 'prepare', 'preview', 'print',
  'process', 'publish', 'purchase', 'read', 'receive', 'record', 'redesign', 'refactor', 'refund', 'register', 'reject', 'release',
  'remove', 'rename', 'reorder', 'replace', 'reply', 'report', 'request', 'require', 'reschedule', 'research', 'reset', 'resolve',
  'restore', 'retry', 'return', 'reuse', 'review', 'run', 'save', 'scan', 'schedule', 'search', 'see', 'select', 'sell', 'send', 'set',
  'share', 'ship', 'show', 'sign', 'sort', 'split', 'start', 'stop', 'store', 'submit', 'subscribe', 'support', 'switch', 'sync',
  'tag', 'test', 'track', 'transfer', 'translate', 'turn', 'undo', 'unlock', 'unsubscribe', 'update', 'upgrade', 'upload', 'use',
  'validate', 'verify', 'view', 'write', 'be', 'have', 'pause', 'resume', 'rate', 'reconcile', 'print', 'backfill', 'rotate',
]);

const PARTICLES = new Set(['up', 'out', 'in', 'off', 'on', 'down', 'back', 'over']);
const PREPOSITIONS = new Set(['as', 'to', 'for', 'with', 'in', 'on', 'from', 'by', 'into', 'via', 'when', 'so', 'at', 'of', 'about', 'after', 'before', 'during', 'without', 'within', 'across', 'between', 'through', 'per', 'if', 'while', 'that', 'which', 'because', 'and', 'or', 'but', 'then', 'than', 'under', 'over']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'their', 'your', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'each', 'every', 'all', 'any', 'some', 'new', 'existing', 'current']);
const PRONOUNS = new Set(['i', 'me', 'we', 'us', 'you', 'they', 'them', 'it', 'he', 'she', 'him', 'someone', 'something', 'everyone', 'anyone', 'nothing', 'who', 'what', 'which']);
const STOP_NOUNS = new Set(['way', 'thing', 'things', 'lot', 'time', 'feature', 'features', 'ability', 'option', 'options', 'app', 'system', 'tool', 'platform', 'product', 'service', 'solution', 'project', 'work', 'support', 'place', 'one', 'part', 'set', 'kind', 'type', 'end', 'day', 'today', 'tomorrow', 'help', 'people', 'user', 'users', 'team']);

/** Role words recognised as actors ('finance admin', 'shopper'), with modifiers that commonly precede them. */
const ROLE_WORDS = new Set([
  'admin', 'administrator', 'agent', 'analyst', 'author', 'buyer', 'candidate', 'cashier', 'client', 'clinician', 'coach', 'contractor',
  'customer', 'designer', 'developer', 'dispatcher', 'doctor', 'driver', 'editor', 'employee', 'engineer', 'farmer', 'freelancer', 'grower',
  'guest', 'host', 'instructor', 'investor', 'lead', 'learner', 'manager', 'marketer', 'member', 'merchant', 'moderator', 'nurse',
  'officer', 'operator', 'organiser', 'organizer', 'owner', 'parent', 'partner', 'patient', 'planner', 'player', 'recruiter', 'rep',
  'researcher', 'reviewer', 'seller', 'shopper', 'student', 'subscriber', 'supervisor', 'supplier', 'teacher', 'technician', 'tenant',
  'landlord', 'traveller', 'traveler', 'tutor', 'user', 'vendor', 'visitor', 'volunteer', 'worker', 'accountant', 'auditor', 'attendee',
  'scientist', 'gardener', 'cook', 'chef', 'homeowner', 'resident', 'beekeeper', 'beekeeper', 'coordinator', 'dispatcher', 'pharmacist', 'therapist', 'courier', 'chef', 'waiter', 'staff',
]);
const ROLE_MODIFIERS = new Set([
  'finance', 'sales', 'support', 'store', 'team', 'workspace', 'account', 'project', 'product', 'marketing', 'data', 'field', 'mobile',
  'new', 'returning', 'hr', 'it', 'security', 'content', 'operations', 'site', 'system', 'billing', 'warehouse', 'fleet', 'office',
  'shop', 'restaurant', 'clinic', 'hospital', 'school', 'greenhouse', 'farm', 'property', 'event', 'release', 'community', 'platform',
  'registered', 'premium', 'home', 'power', 'end', 'business', 'compliance', 'qa', 'devops', 'front-end', 'backend', 'hiring', 'payroll',
]);

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function cleanWord(word: string): string {
  return word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
}

/** Normalised token string for trigger matching: ' word word ', lower-case and singular. */
export function normaliseForMatching(text: string): string[] {
  const base = text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^a-z0-9/\-' ]+/g, ' ');
  const variants = [base, base.replace(/[-/]/g, ' ')];
  return variants.map((variant) => ` ${words(variant).map((word) => singularWord(word.replace(/'s$/, ''))).join(' ')} `);
}

const STORY_FORM = /^\s*as an?\s+(.+?),?\s+I\s+(?:want|need|would like|'d like|wish|should be able)\s+(.+?)(?:,?\s+so that\s+(.+?))?[.!\s]*$/i;

export function parseStory(title: string): StoryParts | null {
  const match = STORY_FORM.exec(title.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const [, actor = '', goal = '', benefit = ''] = match;
  return { actor: lowerWords(actor.trim()), goal: goal.trim().replace(/,$/, ''), benefit: benefit.trim() };
}

function isVerbWord(word: string, tags: readonly string[]): boolean {
  const lower = word.toLowerCase();
  if (COMMON_VERBS.has(lower)) return true;
  return tags.includes('Verb') && (tags.includes('Infinitive') || tags.includes('Imperative')) && !tags.includes('Copula') && !tags.includes('Modal');
}

interface TaggedWord {
  text: string;
  lower: string;
  tags: string[];
  /** Punctuation after the word ends a phrase. */
  breakAfter: boolean;
}

function tag(text: string): TaggedWord[] {
  const document = nlp(text);
  const json = document.json({ terms: { tags: true } }) as { terms: { text: string; post?: string; tags?: string[] }[] }[];
  return json.flatMap((sentence) =>
    sentence.terms.map((term) => ({
      text: term.text,
      lower: term.text.toLowerCase(),
      tags: term.tags ?? [],
      breakAfter: /[,.;:!?()]/.test(term.post ?? '') || sentence.terms[sentence.terms.length - 1] === term,
    })),
  );
}

/** Strips leading 'to', 'be able to', 'have a way to'. */
export function goalCoreOf(goal: string): string {
  return goal
    .trim()
    .replace(/^(?:to be able to|be able to|to be able|the ability to|a way to|an easy way to|to)\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
}

/** The object noun phrase after a leading verb: 'download past invoices as PDF' → 'past invoices'. */
function objectAfterVerb(phrase: string): string {
  const tokens = words(phrase);
  let index = 1;
  if (tokens[index] && PARTICLES.has((tokens[index] ?? '').toLowerCase()) && tokens.length > 2) index += 1;
  const verb = (tokens[0] ?? '').toLowerCase();
  const rest = tokens.slice(index);
  // 'allow customers to pay by card', 'let shoppers save their cart': the real action follows.
  if (['allow', 'let', 'enable', 'help', 'make'].includes(verb)) {
    const toIndex = rest.findIndex((token) => token.toLowerCase() === 'to');
    if (toIndex >= 0 && toIndex < rest.length - 1) return objectAfterVerb(rest.slice(toIndex + 1).join(' '));
    if (verb === 'let' && rest.length > 2) return objectAfterVerb(rest.slice(1).join(' '));
  }
  return nounPhraseFrom(rest);
}

/** The first noun phrase in these tokens, without determiners, stopping at prepositions and punctuation. */
function nounPhraseFrom(tokens: readonly string[]): string {
  const phrase: string[] = [];
  for (const raw of tokens) {
    const word = cleanWord(raw);
    const lower = word.toLowerCase();
    if (!word) continue;
    if (phrase.length === 0 && (DETERMINERS.has(lower) || PRONOUNS.has(lower))) continue;
    if (PREPOSITIONS.has(lower) || PRONOUNS.has(lower)) break;
    phrase.push(word);
    if (/[,.;:!?]$/.test(raw) || phrase.length >= 4) break;
  }
  return lowerWords(phrase.join(' '));
}

/** True when a title starts with a verb ('Set up CI pipeline', 'Download invoices'), not a noun phrase. */
function startsWithVerb(text: string, tagged: readonly TaggedWord[]): boolean {
  const tokens = words(text);
  if (tokens.length < 2) return false;
  const first = tagged[0];
  const lower = cleanWord(tokens[0] ?? '').toLowerCase();
  if (COMMON_VERBS.has(lower)) {
    // 'Search filters and facets', 'Export history': a verb-looking first word followed by a plural/noun head is a noun phrase only when nothing follows it that reads as an object.
    const second = cleanWord(tokens[1] ?? '').toLowerCase();
    if (['and', 'or', '&'].includes(second)) return false;
    return true;
  }
  return first !== undefined && first.tags.includes('Imperative');
}

function actionsFrom(text: string): string[] {
  if (!text.trim()) return [];
  const tagged = tag(text);
  const actions: string[] = [];
  for (let index = 0; index < tagged.length; index += 1) {
    const term = tagged[index];
    if (!term) continue;
    const previous = tagged[index - 1];
    if (!isVerbWord(term.lower, term.tags)) continue;
    // A verb at the start of a phrase, after a subject, 'to', a modal, 'and' or a comma, and not itself part of a noun phrase.
    const starts =
      !previous ||
      previous.breakAfter ||
      ['to', 'and', 'or', 'can', 'will', 'should', 'must', 'could', 'then'].includes(previous.lower) ||
      previous.tags.includes('Plural') ||
      previous.tags.includes('Actor') ||
      previous.tags.includes('Pronoun');
    if (!starts || term.breakAfter) continue;
    if (previous && (previous.tags.includes('Determiner') || previous.tags.includes('Adjective'))) continue;
    const parts = [term.lower];
    let cursor = index + 1;
    const particle = tagged[cursor];
    if (particle && PARTICLES.has(particle.lower) && !particle.breakAfter) {
      parts.push(particle.lower);
      cursor += 1;
    }
    const objectWords: string[] = [];
    for (; cursor < tagged.length && objectWords.length < 4; cursor += 1) {
      const next = tagged[cursor];
      if (!next) break;
      const lower = cleanWord(next.lower);
      if (PREPOSITIONS.has(lower) || next.tags.includes('Modal') || next.tags.includes('Copula')) {
        // 'pay by card': a bare verb takes a short prepositional phrase instead of an object.
        if (objectWords.length === 0 && ['by', 'for', 'to', 'with', 'on', 'in', 'from', 'into'].includes(lower) && !next.breakAfter) {
          const target = tagged[cursor + 1];
          if (target && !PRONOUNS.has(target.lower)) objectWords.push(lower, cleanWord(isAcronym(cleanWord(target.text)) ? target.text : target.lower));
        }
        break;
      }
      if (PRONOUNS.has(lower)) break;
      objectWords.push(isAcronym(cleanWord(next.text)) ? cleanWord(next.text) : lower === 'my' || lower === 'our' ? 'their' : lower);
      if (next.breakAfter) break;
    }
    const meaningful = objectWords.filter((word) => !DETERMINERS.has(word) && !['their', 'the'].includes(word));
    if (meaningful.length === 0) continue;
    // 'get alerts', 'have access': too vague to build a story or an epic on.
    if (/^(?:get|have|make|use|see|be|do|give|take|keep|know|need|want|let|help)$/.test(term.lower) && meaningful.length < 2) continue;
    const action = `${parts.join(' ')} ${objectWords.join(' ')}`.trim();
    if (!actions.includes(action)) actions.push(action);
  }
  return actions.slice(0, 4);
}

function actorsFrom(text: string): string[] {
  const tagged = tag(text);
  const actors: string[] = [];
  tagged.forEach((term, index) => {
    const word = cleanWord(term.lower);
    const singular = singularWord(word);
    const isRole = ROLE_WORDS.has(singular) || (term.tags.includes('Actor') && !PRONOUNS.has(word) && singular.length > 3);
    if (!isRole) return;
    const previous = tagged[index - 1];
    const modifier = previous && !previous.breakAfter ? cleanWord(previous.lower) : '';
    const actor = modifier && ROLE_MODIFIERS.has(modifier) ? `${modifier} ${singular}` : singular;
    if (actor === 'lead' || actor === 'member' || actor === 'staff') return; // too ambiguous alone ('sales lead' is kept)
    if (!actors.includes(actor)) actors.push(actor);
  });
  return actors;
}

const CONTAINER_NOUNS = new Set(['app', 'application', 'site', 'website', 'platform', 'portal', 'tool', 'system', 'service', 'software', 'solution', 'product', 'hub', 'suite', 'module', 'feature', 'project', 'initiative', 'mvp', 'prototype', 'v2', 'redesign', 'revamp', 'overhaul', 'improvements', 'improvement', 'tracker']);

function headOf(subject: string, tagged: readonly TaggedWord[]): [string, string] {
  let tokens = words(subject);
  // Drop leading adjectives: 'past invoices' → 'invoices', 'mobile push notifications' → 'push notifications'.
  while (tokens.length > 1) {
    const first = (tokens[0] ?? '').toLowerCase();
    const term = tagged.find((candidate) => cleanWord(candidate.lower) === first);
    const adjective = term ? term.tags.includes('Adjective') && !term.tags.includes('Noun') : false;
    if (!adjective && !['past', 'new', 'mobile', 'online', 'automatic', 'automated', 'custom', 'basic', 'advanced', 'simple', 'better', 'improved', 'real-time', 'live'].includes(first)) break;
    tokens = tokens.slice(1);
  }
  if (tokens.some((token) => ['and', '&', 'or'].includes(token.toLowerCase()))) {
    const before = tokens.slice(0, tokens.findIndex((token) => ['and', '&', 'or'].includes(token.toLowerCase())));
    if (before.length > 0) tokens = before;
  }
  // 'recipe sharing site' → 'recipe', 'fleet tracking app' → 'fleet': the product word says little about the domain.
  while (tokens.length > 1 && CONTAINER_NOUNS.has((tokens[tokens.length - 1] ?? '').toLowerCase())) {
    tokens = tokens.slice(0, -1);
    if (tokens.length > 1 && /ing$/.test((tokens[tokens.length - 1] ?? '').toLowerCase())) tokens = tokens.slice(0, -1);
  }
  const head = tokens.slice(-2).join(' ');
  const last = tokens[tokens.length - 1] ?? subject;
  if (isUncountable(last) || /ing$/.test(last.toLowerCase())) {
    const base = tokens.slice(-2).join(' ');
    return [`${base} record`, `${base} records`];
  }
  return [singularPhrase(head), pluralPhrase(head)];
}

function scoreTopics(title: string, description: string): ScoredTopic[] {
  const titleForms = normaliseForMatching(title);
  const descriptionForms = normaliseForMatching(description);
  const contains = (forms: readonly string[], phrase: string) => forms.some((form) => form.includes(` ${phrase} `));
  const scored: ScoredTopic[] = [];
  TOPICS.forEach((topic) => {
    let score = 0;
    for (const trigger of topic.triggers) {
      const normalised = (normaliseForMatching(trigger)[0] ?? '').trim();
      if (!normalised) continue;
      const weight = (WEAK_TRIGGERS.has(normalised) ? 0.3 : 1) * (normalised.includes(' ') ? 1.5 : 1);
      if (contains(titleForms, normalised)) score += 3 * weight;
      else if (contains(descriptionForms, normalised)) score += weight;
    }
    if (topic.platform) score *= 0.75;
    // A single weak or description-only hint is not enough to claim the domain.
    if (score < 1) return;
    let thing: [string, string] | undefined;
    let named = false;
    for (const forms of [titleForms, descriptionForms]) {
      const candidates = topic.things
        .filter(([singular]) => contains(forms, (normaliseForMatching(singular)[0] ?? '').trim()))
        .sort((left, right) => right[0].length - left[0].length);
      if (candidates[0]) {
        thing = candidates[0];
        named = true;
        break;
      }
    }
    scored.push({ topic, score, thing: thing ?? topic.things[0] ?? ['item', 'items'], named });
  });
  return scored.sort((left, right) => right.score - left.score || TOPICS.indexOf(left.topic) - TOPICS.indexOf(right.topic));
}

/** Trigger words that are common outside their domain, so they count for less. */
const WEAK_TRIGGERS = new Set(
  ['plan', 'card', 'order', 'book', 'event', 'message', 'access', 'team', 'member', 'admin', 'owner', 'group', 'case', 'chat', 'status',
    'board', 'build', 'release', 'environment', 'store', 'shop', 'buy', 'find', 'filter', 'query', 'index', 'file', 'document', 'image',
    'setting', 'config', 'configuration', 'fast', 'slow', 'speed', 'scale', 'session', 'identity', 'client', 'contact', 'deal', 'lead',
    'source', 'schema', 'batch', 'stream', 'table', 'launch', 'ad', 'brand', 'audience', 'segment', 'trial', 'invite', 'tour', 'welcome',
    'download', 'bulk', 'backup', 'sync', 'rest', 'endpoint', 'integrate', 'shift', 'slot', 'meeting', 'availability', 'delivery',
    'purchase', 'money', 'transfer', 'statement', 'story', 'task', 'workflow', 'policy', 'sharing', 'editor', 'viewer', 'theme',
    'preference', 'profile', 'agent', 'alert', 'email', 'message', 'pay', 'charge', 'upgrade', 'downgrade', 'tax', 'schedule', 'event',
    'language', 'string', 'translate', 'cache', 'deploy', 'secret', 'media', 'preview', 'folder', 'drive', 'photo', 'video', 'image',
    'discovery', 'lookup', 'insight', 'trend', 'graph', 'chart', 'panel', 'tile', 'overview', 'sprint', 'roadmap', 'milestone', 'epic',
    'todo', 'assignee', 'due date', 'pipeline', 'sharing', 'privacy', 'retention', 'firewall', 'threat', 'upload', 'receipt', 'subscription', 'stats'].map(
    (word) => (normaliseForMatching(word)[0] ?? '').trim(),
  ),
);
// 'subscription' and 'receipt' stay strong enough in titles (×3) yet do not pull billing into every newsletter project.

export function analyse(title: string, description = ''): Analysis {
  const cleanTitle = title.replace(/\s+/g, ' ').trim().replace(/^["“'](.+)["”']$/, '$1');
  const cleanDescription = (description ?? '').replace(/\s+/g, ' ').trim();
  const story = parseStory(cleanTitle);
  const actionText = story ? goalCoreOf(story.goal) : cleanTitle;
  const tagged = tag(lowerWords(actionText));
  const goalIsAction = startsWithVerb(actionText, tagged) || (story !== null && COMMON_VERBS.has(cleanWord(words(actionText)[0] ?? '').toLowerCase()));
  const goalCore = story ? actionText : goalIsAction ? actionText : null;

  let subject = goalIsAction ? objectAfterVerb(actionText) : '';
  if (!subject && story) {
    const nouns = (nlp(actionText).nouns().out('array') as string[]).map((noun) => nounPhraseFrom(words(noun))).filter(Boolean);
    subject = nouns.find((noun) => !STOP_NOUNS.has(noun.toLowerCase())) ?? nouns[0] ?? '';
  }
  if (!subject) subject = nounPhraseFrom(words(cleanTitle.replace(/[:\u2013\u2014].*$/, ''))) || lowerWords(cleanTitle);
  subject = subject.replace(/[,.;:!?]+$/, '');

  const storyText = cleanTitle;
  const actions = [...actionsFrom(cleanDescription), ...(goalIsAction || story ? [] : actionsFrom(cleanTitle))].filter(
    (action) => goalCore === null || action !== goalCore.toLowerCase(),
  );
  const actors = [...(story ? [story.actor] : []), ...actorsFrom(`${cleanTitle}. ${cleanDescription}`)].filter(
    (actor, index, all) => actor && all.indexOf(actor) === index && !(story && actor === 'user' && all.length > 1),
  );
  return {
    title: cleanTitle,
    description: cleanDescription,
    story,
    goalCore,
    goalIsAction: goalIsAction || (story !== null && isVerbWord(words(actionText)[0] ?? '', tagged[0]?.tags ?? [])),
    subject,
    head: headOf(subject, tag(subject)),
    actions,
    actors,
    topics: scoreTopics(storyText, cleanDescription),
    seed: stableHash(`${cleanTitle}\n${cleanDescription}`),
  };
}

export { GENERIC_TOPIC };
