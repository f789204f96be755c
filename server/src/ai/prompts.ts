import { DraftKind, type DraftContext, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from './drafting';
import type { NamedJsonSchema } from './ai-provider';

export const DRAFTING_SYSTEM_PROMPT =
  'You are a senior product manager helping a team plan work. Be specific to the context you are given, concrete and brief. Never use placeholder text.';

/** Structured output for every list kind: {"items": ["...", ...]}. */
export const SUGGESTIONS_SCHEMA: NamedJsonSchema = {
  name: 'suggestions',
  schema: {
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: MAX_SUGGESTIONS } },
    required: ['items'],
    additionalProperties: false,
  },
};

function contextLines(label: string, context: DraftContext): string {
  const description = context.description?.trim();
  return `${label}: "${context.title.trim()}"${description ? `\n${label} description: ${description}` : ''}`;
}

const count = `${MIN_SUGGESTIONS}-${MAX_SUGGESTIONS}`;

/** SPEC §9's prompts: 3-5 items, the story form, criteria lines starting with '- '. */
export function draftingPrompt(kind: DraftKind, context: DraftContext): string {
  switch (kind) {
    case DraftKind.EPICS:
      return `${contextLines('Project', context)}\n\nSuggest ${count} epic titles for this project. Answer as JSON: {"items": ["<epic title>", ...]}.`;
    case DraftKind.STORIES:
      return `${contextLines('Epic', context)}\n\nSuggest ${count} user stories for this epic, each in the form 'As a [user type], I want [goal], so that [benefit]'. Answer as JSON: {"items": ["As a ..., I want ..., so that ...", ...]}.`;
    case DraftKind.TASKS:
      return `${contextLines('User story', context)}\n\nSuggest ${count} task titles to deliver this user story. Answer as JSON: {"items": ["<task title>", ...]}.`;
    case DraftKind.DESCRIPTION:
      return `${contextLines('Title', context)}\n\nWrite a concise description (2-4 sentences) of this item: what it is, why it matters and its scope. Answer as JSON: {"items": ["<description>"]}.`;
    case DraftKind.CRITERIA:
      return `${contextLines('Title', context)}\n\nWrite ${count} acceptance criteria for this item, each one line starting with '- ', using Given/When/Then where it fits. Answer as JSON: {"items": ["- ...", ...]}.`;
  }
}

/** Reads {"items": [...]} (or a bare array) from a structured completion. */
export function itemsOf(value: unknown): string[] | null {
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return null;
  return items;
}
