/**
 * Turns an analysis into drafts: picks and fills knowledge-base templates for the strongest topics, adds items
 * derived from the context itself (its story, actions and subject), and keeps everything deterministic.
 */
import { DraftKind, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from '../drafting';
import { COMMON_VERBS, type Analysis, type ScoredTopic } from './analysis';
import { GENERIC_TOPIC, type StoryTemplate, type Topic } from './knowledge-base';
import {
  capitalise,
  depersonalise,
  gerund,
  isPluralWord,
  listJoin,
  lowerFirst,
  pickOne,
  pickStable,
  pluralPhrase,
  singularPhrase,
  singularWord,
  tidy,
  toThirdPersonPlural,
  withArticle,
} from './text';

interface Slots {
  /** The topic's usual primary user, which the context's own actor replaces. */
  defaultActor: string;
  thing: string;
  things: string;
  actor: string;
  subject: string;
}

interface Source {
  topic: Topic;
  slots: Slots;
  count: number;
}

const LIST_SIZE = MAX_SUGGESTIONS;

function fill(template: string, slots: Slots): string {
  const values: Record<string, string> = {
    thing: slots.thing,
    things: slots.things,
    a_thing: withArticle(slots.thing),
    actor: slots.actor,
    actors: pluralPhrase(slots.actor),
    a_actor: withArticle(slots.actor),
    subject: slots.subject,
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key.toLowerCase()] ?? values[key.charAt(0).toLowerCase() + key.slice(1)];
    if (value === undefined) return whole;
    return /^[A-Z]/.test(key) ? capitalise(value) : value;
  });
}

function primaryActor(analysis: Analysis, topic: Topic): string {
  return analysis.actors[0] ?? topic.actors[0] ?? 'user';
}

function slotsFor(analysis: Analysis, scored: ScoredTopic | null): Slots {
  if (!scored) {
    return { defaultActor: GENERIC_TOPIC.actors[0] ?? 'user', thing: analysis.head[0], things: analysis.head[1], actor: primaryActor(analysis, GENERIC_TOPIC), subject: analysis.subject };
  }
  return { defaultActor: scored.topic.actors[0] ?? 'user', thing: scored.thing[0], things: scored.thing[1], actor: primaryActor(analysis, scored.topic), subject: analysis.subject };
}

/** How many items each matching topic contributes: the strongest leads, a clearly relevant second one adds variety. */
function sources(analysis: Analysis, total: number): Source[] {
  const [first, second, third] = analysis.topics;
  if (!first) return [{ topic: GENERIC_TOPIC, slots: slotsFor(analysis, null), count: total }];
  const result: Source[] = [];
  const secondCounts = second !== undefined && second.score >= first.score * 0.34;
  const thirdCounts = third !== undefined && secondCounts && third.score >= first.score * 0.5 && total >= 5;
  const secondShare = secondCounts ? (thirdCounts ? 1 : 2) : 0;
  const thirdShare = thirdCounts ? 1 : 0;
  result.push({ topic: first.topic, slots: slotsFor(analysis, first), count: total - secondShare - thirdShare });
  if (second && secondShare) result.push({ topic: second.topic, slots: slotsFor(analysis, second), count: secondShare });
  if (third && thirdShare) result.push({ topic: third.topic, slots: slotsFor(analysis, third), count: thirdShare });
  return result;
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const clean = tidy(item);
    const key = clean.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    result.push(clean);
  }
  return result;
}

const STOP_WORDS = new Set(['the', 'a', 'an', 'and', 'or', 'to', 'of', 'for', 'in', 'on', 'with', 'from', 'by', 'at', 'as', 'is', 'are', 'be', 'it', 'its', 'my', 'our', 'their', 'they', 'i', 'we', 'so', 'that', 'when', 'then', 'given', 'can', 'want', 'each', 'every', 'one', 'all', 'any', 'not', 'no', 'without', 'before', 'after', 'into', 'per', 'use', 'user', 'see']);

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/\{[^}]*\}/g, ' ')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
      .map((word) => singularWord(word)),
  );
}

/**
 * Chooses `count` templates: those sharing the most words with the context first (so a story about saving a cart
 * gets the cart tasks, not the shipping ones), ties broken by a stable rotation from the input's hash. The chosen
 * templates keep their curated order, so flows such as build → test read naturally.
 */
function pickRelevant(templates: readonly string[], count: number, context: Set<string>, seed: number): string[] {
  const ranked = templates
    .map((template, index) => {
      let overlap = 0;
      for (const word of contentWords(template)) if (context.has(word)) overlap += 1;
      return { index, overlap, rotation: (index - (seed % templates.length) + templates.length) % templates.length };
    })
    .sort((left, right) => right.overlap - left.overlap || left.rotation - right.rotation)
    .slice(0, count)
    .sort((left, right) => left.index - right.index);
  return ranked.map((entry) => templates[entry.index] ?? '').filter(Boolean);
}

/** Takes from each source in turn, topping up from the sources' other templates and then the generic ones. */
function gather(
  analysis: Analysis,
  total: number,
  derived: readonly string[],
  templatesOf: (topic: Topic) => readonly string[],
  render: (template: string, slots: Slots) => string,
): string[] {
  const plan = sources(analysis, Math.max(total - derived.length, 1));
  const context = contentWords(`${analysis.title} ${analysis.description}`);
  const picked: string[] = [...derived];
  for (const source of plan) {
    const templates = templatesOf(source.topic);
    picked.push(...pickRelevant(templates, source.count, context, analysis.seed + source.topic.id.length).map((template) => render(template, source.slots)));
  }
  let items = unique(picked);
  // Top up deterministically if duplicates removed some.
  for (const source of [...plan, { topic: GENERIC_TOPIC, slots: slotsFor(analysis, null), count: 0 }]) {
    for (const template of templatesOf(source.topic)) {
      if (items.length >= total) break;
      items = unique([...items, render(template, source.slots)]);
    }
  }
  return items.slice(0, total);
}

// ---------------------------------------------------------------------------------------------- helpers on goals

/** 'save my cart and come back to it later' → 'save my cart' (the first clause is enough for a task title). */
function firstClause(goal: string): string {
  return goal.split(/\s+(?:and then|and|so|because|when|while|without|which)\s+/i)[0] ?? goal;
}

function startsWithVerb(text: string): boolean {
  const first = (text.trim().split(/\s+/)[0] ?? '').toLowerCase();
  return COMMON_VERBS.has(first);
}

/** 'set up CI pipeline' → 'set up the CI pipeline': adds 'the' before a bare singular object. */
function withObjectArticle(action: string): string {
  const tokens = action.split(/\s+/);
  let index = 1;
  if (['up', 'out', 'in', 'off', 'on', 'down', 'back'].includes((tokens[1] ?? '').toLowerCase()) && tokens.length > 2) index = 2;
  const next = tokens[index];
  if (!next) return action;
  const lower = next.toLowerCase();
  const objectEnd = tokens.slice(index).findIndex((token) => /^(as|to|for|with|in|on|from|by|into|via|when|and|or)$/i.test(token));
  const head = tokens[index + (objectEnd > 0 ? objectEnd - 1 : tokens.length - index - 1)] ?? next;
  const needsArticle =
    !/^(a|an|the|my|our|their|your|his|her|its|this|that|these|those|each|every|all|any|some|no|to|up|out|more|less|new)$/.test(lower) &&
    !isPluralWord(head.replace(/[^A-Za-z]/g, '')) &&
    !/^(data|information|access|support|feedback|money|everything|it|them|me|us)$/i.test(head) &&
    !/ing$/.test(head);
  if (!needsArticle) return action;
  return [...tokens.slice(0, index), 'the', ...tokens.slice(index)].join(' ');
}

function goalAction(analysis: Analysis): string | null {
  if (!analysis.goalCore || !analysis.goalIsAction) return null;
  return withObjectArticle(lowerFirst(analysis.goalCore));
}

function gerundPhrase(action: string): string {
  const [verb = '', ...rest] = action.split(/\s+/);
  return [gerund(verb), ...rest].join(' ');
}

// -------------------------------------------------------------------------------------------------------- kinds

function storyLine(actor: string, goal: string, benefit: string): string {
  const cleanGoal = goal.replace(/,/g, '').replace(/\s+/g, ' ').trim();
  const cleanBenefit = benefit.replace(/[.!\s]+$/, '').trim();
  return `As ${withArticle(actor)}, I want ${cleanGoal}, so that ${cleanBenefit}`;
}

const ACTION_BENEFITS = [
  'I spend less time on manual checks',
  'nothing important slips through',
  'I can act on current information',
  'I do not have to keep track of it by hand',
  'the whole team works from the same facts',
];

function draftEpics(analysis: Analysis): string[] {
  const derived =
    analysis.topics.length === 0
      ? analysis.actions
          .filter((action) => !/^(?:get|have|make|use|see|be|do|give|take|keep|know|need|want|let|help)\b/.test(action))
          .slice(0, 2)
          .map((action) => capitalise(gerundPhrase(action)))
      : [];
  return gather(analysis, LIST_SIZE, derived, (topic) => topic.epics, (template, slots) => capitalise(fill(template, slots)));
}

function draftStories(analysis: Analysis): string[] {
  const actorFallback = analysis.actors[0];
  const derived = analysis.actions.slice(0, analysis.topics.length === 0 ? 2 : 1).map((action, index) =>
    storyLine(actorFallback ?? (analysis.topics[0]?.topic.actors[0] ?? GENERIC_TOPIC.actors[0] ?? 'user'), `to ${action}`, pickOne(ACTION_BENEFITS, analysis.seed + index)),
  );
  // An explicit template actor gives way to the context's own wording of the same role ('compliance auditor' → 'auditor').
  const actorFor = (template: StoryTemplate, slots: Slots): string => {
    if (template.actor === '{actor}' || template.actor === slots.defaultActor) return slots.actor;
    const role = template.actor.split(' ').pop() ?? '';
    return analysis.actors.find((actor) => (actor.split(' ').pop() ?? '') === role) ?? fill(template.actor, slots);
  };
  const render = (template: StoryTemplate, slots: Slots): string =>
    storyLine(actorFor(template, slots), fill(template.goal, slots), fill(template.benefit, slots));
  // Templates are rendered to strings right away so the shared gathering logic can rank and deduplicate them.
  const encoded = (topic: Topic) => topic.stories.map((story) => JSON.stringify(story));
  return gather(analysis, LIST_SIZE, derived, encoded, (template, slots) => render(JSON.parse(template) as StoryTemplate, slots));
}

function draftTasks(analysis: Analysis): string[] {
  const action = goalAction(analysis);
  const core = action ? depersonalise(firstClause(action)) : null;
  const userFacing = analysis.story !== null && core !== null;
  const derivedFirst = userFacing && core ? [`Build the UI to ${core}`] : [];
  const testTask = userFacing && core ? `Write an integration test for ${gerundPhrase(core)}` : capitalise(`${withObjectArticle(`verify ${analysis.subject}`)} end to end on staging`);
  // A test task closes the list: one for this story when it is a user story, else the strongest topic's own.
  const isTest = (item: string) => /^(?:write|add|run) .*\btests?\b|^test /i.test(item);
  const work = gather(analysis, LIST_SIZE - 1, derivedFirst, (topic) => topic.tasks.filter((task) => !isTest(task)), (template, slots) => capitalise(fill(template, slots)));
  const top = analysis.topics[0];
  const topicTest = (top?.topic ?? GENERIC_TOPIC).tasks.find(isTest);
  const tests = userFacing || !topicTest ? [] : [capitalise(fill(topicTest, slotsFor(analysis, top ?? null)))];
  return unique([...work, tests[0] ?? testTask]).slice(0, LIST_SIZE);
}

function mentionsKey(items: readonly string[], analysis: Analysis): boolean {
  const keys = [analysis.head[0], analysis.head[1], analysis.subject, ...analysis.topics.slice(0, 1).filter((topic) => topic.named).map((topic) => topic.thing[0])]
    .map((key) => key.toLowerCase().split(' ').pop() ?? '')
    .filter((key) => key.length > 2 && !/record$/.test(key));
  const text = items.join(' ').toLowerCase();
  return keys.length === 0 || keys.some((key) => text.includes(singularPhrase(key)));
}

function draftCriteria(analysis: Analysis): string[] {
  const derived: string[] = [];
  const story = analysis.story;
  const action = goalAction(analysis);
  if (story && action) {
    const when = toThirdPersonPlural(firstClause(action));
    const then = story.benefit ? toThirdPersonPlural(story.benefit) : `the result is saved and shown straight away`;
    derived.push(`Given ${withArticle(`signed-in ${story.actor}`)}, when they ${when}, then ${then}`);
  }
  let lines = gather(analysis, 4, derived, (topic) => topic.criteria, (template, slots) => fill(template, slots));
  if (!mentionsKey(lines, analysis)) {
    const subject = analysis.subject;
    const verb = isPluralWord(subject.split(' ').pop() ?? '') ? 'are' : 'is';
    const actor = analysis.actors[0] ?? analysis.topics[0]?.topic.actors[0] ?? 'user';
    lines = [`Given ${subject} ${verb} available to ${withArticle(actor)}, when they use it for the first time, then it works without extra setup and explains each step`, ...lines].slice(0, 4);
  }
  return unique(lines.map((line) => line.replace(/[.\s]+$/, ''))).map((line) => `- ${capitalise(line)}`);
}

function draftDescription(analysis: Analysis): string {
  const [top, second] = analysis.topics;
  const slots = slotsFor(analysis, top ?? null);
  const topic = top?.topic ?? GENERIC_TOPIC;
  const sentences: string[] = [];
  const story = analysis.story;
  const action = goalAction(analysis);
  if (story) {
    const goal = toThirdPersonPlural(story.goal.replace(/^to be able to /i, 'to '));
    const benefit = story.benefit ? `, so that ${toThirdPersonPlural(story.benefit)}` : '';
    sentences.push(`${capitalise(pluralPhrase(story.actor))} want ${goal}${benefit}.`);
    sentences.push(`This story is part of ${fill(topic.what, slots)}.`);
  } else if (action) {
    sentences.push(`This work will ${depersonalise(action)}, as part of ${fill(topic.what, slots)}.`);
  } else {
    const title = capitalise(analysis.title.replace(/[.!\s]+$/, ''));
    sentences.push(`${title} ${isPluralWord(title.split(' ').pop() ?? '') && !/ and /.test(title) ? 'cover' : 'covers'} ${fill(topic.what, slots)}.`);
  }
  sentences.push(fill(pickOne(topic.why, analysis.seed), slots));

  const described = analysis.actions.slice(0, 2).map((item) => gerundPhrase(item));
  const scopeCandidates = [...topic.scope, ...(second ? second.topic.scope.slice(0, 1) : [])].map((item) => fill(item, slots));
  const context = contentWords(`${analysis.title} ${analysis.description}`);
  const inScope = unique([...described, ...pickRelevant(scopeCandidates, Math.max(4 - described.length, 2), context, analysis.seed)]).slice(0, 4);
  const outOfScope = scopeCandidates.find((item) => !inScope.includes(item));
  const scopeSentence = `In scope: ${listJoin(inScope)}.`;
  sentences.push(
    outOfScope
      ? `${scopeSentence.slice(0, -1)}; ${outOfScope} ${/ and /.test(outOfScope) || isPluralWord(outOfScope.split(' ').pop() ?? '') ? 'are' : 'is'} left for a later iteration.`
      : scopeSentence,
  );
  return sentences.map((sentence) => capitalise(tidy(sentence))).join(' ');
}

export function compose(kind: DraftKind, analysis: Analysis): string[] {
  let items: string[];
  switch (kind) {
    case DraftKind.EPICS:
      items = draftEpics(analysis);
      break;
    case DraftKind.STORIES:
      items = draftStories(analysis);
      break;
    case DraftKind.TASKS:
      items = draftTasks(analysis);
      break;
    case DraftKind.CRITERIA:
      items = draftCriteria(analysis);
      break;
    case DraftKind.DESCRIPTION:
      return [draftDescription(analysis)];
  }
  items = unique(items.map((item) => (kind === DraftKind.CRITERIA ? item : item.replace(/^[\s\d.)\-*•–—+>]+/, '')).replace(/[.\s]+$/, '')));
  return items.slice(0, MAX_SUGGESTIONS).length >= MIN_SUGGESTIONS ? items.slice(0, MAX_SUGGESTIONS) : items;
}

