/**
 * The built-in, offline, deterministic drafting engine (no LLM): epics, user stories, tasks, descriptions and
 * acceptance criteria composed from the context's own nouns, verbs and actors and a curated knowledge base.
 */
import nlp from 'compromise';
import { DraftKind, type DraftContext } from '../drafting';
import { analyse } from './analysis';
import { compose } from './compose';
import { listJoin, lowerWords } from './text';

/** Drafts for a context: 3 to 5 items for list kinds, exactly one text for DESCRIPTION. Same input, same output. */
export function draft(kind: DraftKind, context: DraftContext): string[] {
  const title = context.title.trim();
  if (!title) return [];
  return compose(kind, analyse(title, context.description ?? ''));
}

// ------------------------------------------------------------------------------------------------ prompt reading

/** Words that name each kind when a prompt asks for it. Order only breaks ties at the same position. */
const KIND_PATTERNS: [DraftKind, RegExp][] = [
  [DraftKind.CRITERIA, /\b(?:acceptance[ -]criteri(?:a|on)|criteria|definition of done|acceptance tests?)\b/gi],
  [DraftKind.STORIES, /\b(?:user[ -]stor(?:y|ies)|stories)\b/gi],
  [DraftKind.TASKS, /\b(?:sub-?tasks?|tasks?|to-?dos?|work items?|implementation steps)\b/gi],
  [DraftKind.EPICS, /\bepics?\b/gi],
  [DraftKind.DESCRIPTION, /\b(?:description|describe|summary|summari[sz]e|overview)\b/gi],
];

/** 'for the user story', 'of this epic': a kind word used to name the context, not the request. */
const CONTEXT_REFERENCE = /\b(?:for|of|to|in|from|under|within|about|on|into|inside|belonging to)\s+(?:the|this|that|a|an|my|our|their|its|each|following)?\s*(?:[\w-]+\s+)?$/i;

interface Found {
  kind: DraftKind;
  index: number;
}

function stripQuoted(text: string): string {
  return text.replace(/"[^"]*"|“[^”]*”|(?<![A-Za-z])'[^']*'(?![A-Za-z])/g, (match) => ' '.repeat(match.length));
}

/** Removes context that is not the request: quoted titles, 'X description: …' text up to the end of its line. */
function requestText(prompt: string): string {
  return stripQuoted(prompt)
    .replace(/\b(?:[\w-]+\s+)?description\s*:[^\n]*/gi, (match) => ' '.repeat(match.length))
    .replace(/^[ \t]*[\w -]{1,30}:[ \t]*[^\n]*$/gm, (match) => (/\b(?:suggest|write|list|generate|give|draft|create|propose|break)\b/i.test(match) ? match : ' '.repeat(match.length)));
}

function detectKind(prompt: string): DraftKind | null {
  const searchIn = [requestText(prompt), stripQuoted(prompt)];
  for (const text of searchIn) {
    const found: Found[] = [];
    for (const [kind, pattern] of KIND_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const before = text.slice(0, match.index);
        if (CONTEXT_REFERENCE.test(before) && kind !== DraftKind.CRITERIA && kind !== DraftKind.DESCRIPTION) continue;
        if (kind === DraftKind.DESCRIPTION && /^\s*:/.test(text.slice((match.index ?? 0) + match[0].length))) continue;
        found.push({ kind, index: match.index ?? 0 });
        break;
      }
    }
    found.sort((left, right) => left.index - right.index);
    if (found[0]) return found[0].kind;
  }
  // 'Break the project "X" down', 'Split this epic into smaller pieces': the level below the named one.
  if (/\b(?:break\w*|split\w*|decompos\w*)\b/i.test(prompt)) {
    if (/\bproject\b/i.test(prompt)) return DraftKind.EPICS;
    if (/\bepic\b/i.test(prompt)) return DraftKind.STORIES;
    if (/\bstory\b/i.test(prompt)) return DraftKind.TASKS;
  }
  return null;
}

const TEMPLATE_TEXT = /\[(?:user type|goal|benefit)\]|^\s*as an?\s*\.\.\.|<[^>]+>/i;

function cleanTitle(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s"“'`]+|[\s"”'`.,;:!?]+$/g, '').trim();
}

function extractTitle(prompt: string): string | null {
  const quoted = [...prompt.matchAll(/"([^"\n]{2,300})"|“([^”\n]{2,300})”|(?<![A-Za-z])'([^'\n]{2,300})'(?![A-Za-z])/g)]
    .map((match) => cleanTitle(match[1] ?? match[2] ?? match[3] ?? ''))
    .filter((text) => text && !TEMPLATE_TEXT.test(text) && !/^\{.*\}$/.test(text));
  if (quoted[0]) return quoted[0];
  const labelled = /^\s*(?:project|epic|user story|story|task|title|item|feature)\s*:\s*(.+)$/im.exec(prompt);
  if (labelled?.[1]) return cleanTitle(labelled[1]);
  const named = /\b(?:titled|named|called|entitled)\s*:?\s+(.+?)(?=\s+(?:with|and|that|which|whose|in the form|using)\b|[.;\n]|,\s|$)/i.exec(prompt);
  if (named?.[1]) return cleanTitle(named[1]);
  const forThe =
    /\b(?:for|of|about|on)\s+(?:the|this|a|an|my|our)?\s*(?:project|epic|user story|story|task|feature|item|app|product)?\s*:?\s*(.+?)(?=\s+(?:with|which|that|whose|in the form|using|so that|including)\b|[.;:\n?!]|,\s|$)/i.exec(
      stripQuoted(prompt),
    );
  const candidate = forThe?.[1] ? cleanTitle(forThe[1]) : '';
  if (candidate && !/^(?:it|this|that|them|me|us|\d+(?:\s*-\s*\d+)?)$/i.test(candidate)) return candidate;
  return null;
}

function extractDescription(prompt: string, title: string): string | null {
  const match = /\bdescription\s*:\s*([\s\S]+?)(?:\n\s*\n|$)/i.exec(prompt) ?? /\b(?:described as|context)\s*:?\s*([\s\S]+?)(?:\n\s*\n|$)/i.exec(prompt);
  if (!match?.[1]) return null;
  const sentences = match[1]
    .replace(/^["“]|["”]$/g, '')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/^(?:answer|respond|reply|return|output|format|use|keep|each|please|suggest|list|write|generate|give|propose|make sure|in the form)\b|\bjson\b/i.test(sentence.trim()));
  const text = sentences.join(' ').replace(/^["“\s]+|["”\s]+$/g, '').trim();
  return text && text !== title ? text : null;
}

/** Reads a free prompt such as 'Suggest user stories for the epic "Checkout"': the kind asked for and its context. */
export function interpretPrompt(prompt: string): { kind: DraftKind; context: DraftContext } | null {
  const text = prompt.trim();
  if (!text) return null;
  const kind = detectKind(text);
  if (!kind) return null;
  const title = extractTitle(text);
  if (!title) return null;
  const description = extractDescription(text, title);
  return { kind, context: { title, description } };
}

// ------------------------------------------------------------------------------------------------------ answers

const QUESTION_WORDS = new Set(['what', 'how', 'why', 'when', 'who', 'which', 'where', 'i', 'you', 'we', 'me', 'us', 'it', 'they', 'thing', 'things', 'way', 'ways', 'idea', 'ideas', 'help', 'something', 'anything', 'lot', 'please', 'advice', 'question', 'questions', 'tips', 'suggestion', 'suggestions', 'thoughts', 'best practices', 'example', 'examples']);

/** The prompt's main noun phrases, most important first: 'How do we plan a database migration?' → ['database migration']. */
export function nounPhrases(prompt: string): string[] {
  const raw = (nlp(prompt).nouns().out('array') as string[]).map((phrase) => phrase.replace(/[^\p{L}\p{N}\s/&+-]/gu, ' ').trim());
  // 'the migration of' + 'our legacy database' → 'migration of the legacy database'.
  const joined: string[] = [];
  for (const phrase of raw) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && /\s(?:of|for)$/i.test(previous)) joined[joined.length - 1] = `${previous} ${phrase}`;
    else joined.push(phrase);
  }
  const phrases = joined
    .map((phrase) =>
      lowerWords(
        phrase
          .replace(/\s+(?:of|for|to|in|on|with)$/i, '')
          .replace(/^(?:(?:a|an|the|my|our|your|their|this|that|these|those|some|any|each|every|its|his|her|good|best|great|new)\s+)+/i, '')
          .replace(/\b(?:my|our|your|their)\b/gi, 'the'),
      ),
    )
    .filter((phrase) => phrase && !QUESTION_WORDS.has(phrase.toLowerCase()) && !/^(?:works?|does|is|are)$/i.test(phrase));
  return [...new Set(phrases)].sort((left, right) => right.split(' ').length - left.split(' ').length).slice(0, 3);
}

/** What the built-in provider answers on `POST /api/chat`: drafts for drafting prompts, else a subject-based answer. */
export function respondToPrompt(prompt: string): string {
  const request = interpretPrompt(prompt);
  if (request) {
    const items = draft(request.kind, request.context);
    if (items.length > 0) return items.join('\n');
  }
  const phrases = nounPhrases(prompt);
  const subject = phrases[0];
  if (!subject) {
    const gist = prompt.trim().replace(/\s+/g, ' ').slice(0, 80);
    return `I could not find a clear subject in "${gist}". Name the project, epic, story or task you have in mind and I can suggest epics, user stories, tasks, a description or acceptance criteria for it.`;
  }
  const overview = draft(DraftKind.DESCRIPTION, { title: subject, description: prompt })[0] ?? '';
  const epics = draft(DraftKind.EPICS, { title: subject, description: prompt });
  const others = phrases.slice(1);
  const related = others.length > 0 ? ` It also touches on ${listJoin(others)}.` : '';
  return [
    `${overview}${related}`,
    '',
    `A sensible way to break down ${subject}:`,
    ...epics.map((epic) => `- ${epic}`),
    '',
    `Ask for user stories, tasks or acceptance criteria for any of these to go further.`,
  ].join('\n');
}
