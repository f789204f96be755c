import type { Logger } from 'pino';
import { AiProviderError, type AiProvider } from '../../ai/ai-provider';
import type { BuiltinProvider } from '../../ai/builtin-provider';
import { DraftKind, type DraftContext } from '../../ai/drafting';
import { draft } from '../../ai/offline/drafter';
import { DRAFTING_SYSTEM_PROMPT, draftingPrompt, itemsOf, SUGGESTIONS_SCHEMA } from '../../ai/prompts';
import { checkAnswer, resolveStep, type AnswerVerdict, type RegistrationStep } from '../../ai/registration/answer-checks';
import { formatSuggestions } from '../../ai/suggestion-format';
import { planFor, THINKING_FALLBACK } from '../../ai/thinking/thinking-plan';
import { ValidationFailedError } from '../projects/text-fields';
import { DraftContextMissingError } from './ai.errors';
import type { AiStatus, Suggestions } from './ai.inputs';

/** SPEC §5: what each list kind needs, and the text when it is missing. */
const MISSING_CONTEXT: Record<DraftKind, string> = {
  [DraftKind.EPICS]: 'Project context missing.',
  [DraftKind.STORIES]: 'Epic context missing.',
  [DraftKind.TASKS]: 'User Story context missing.',
  [DraftKind.DESCRIPTION]: 'A title is needed to draft a description.',
  [DraftKind.CRITERIA]: 'A title is needed to draft acceptance criteria.',
};

const STATUS_PING_TIMEOUT_MS = 5_000;
const VALIDITIES = new Set(['real', 'maybe_real', 'maybe_fake', 'fake']);

/**
 * Drafting, thinking and registration checks. With an LLM configured it asks the LLM and falls back to the
 * built-in engine (saying so in the logs) whenever the LLM fails or answers something unusable; without one,
 * the built-in engine answers directly.
 */
export class AiService {
  constructor(
    private readonly builtin: BuiltinProvider,
    private readonly llm: AiProvider | null,
    private readonly logger: Logger,
  ) {}

  get active(): AiProvider {
    return this.llm ?? this.builtin;
  }

  async status(): Promise<AiStatus> {
    const provider = this.active;
    try {
      await provider.ping({ timeoutMs: STATUS_PING_TIMEOUT_MS });
      return { provider: provider.name, model: provider.model, available: true, fallback: this.builtin.name, detail: null };
    } catch (error) {
      const detail = error instanceof AiProviderError ? `${error.kind}: ${error.message}` : 'The provider did not answer.';
      return { provider: provider.name, model: provider.model, available: false, fallback: this.builtin.name, detail };
    }
  }

  async suggest(kind: DraftKind, context: Partial<DraftContext>): Promise<Suggestions> {
    const title = context.title?.trim();
    if (!title) throw new DraftContextMissingError(MISSING_CONTEXT[kind]);
    const request: DraftContext = { title, description: context.description?.trim() || null };
    if (this.llm) {
      try {
        const answer = await this.llm.completeJson(draftingPrompt(kind, request), SUGGESTIONS_SCHEMA, { system: DRAFTING_SYSTEM_PROMPT });
        const raw = itemsOf(answer);
        const items = raw && formatSuggestions(kind, raw);
        if (items) return { kind, items, provider: this.llm.name };
        this.logger.warn({ kind, provider: this.llm.name }, 'LLM suggestions did not follow the rules; using the built-in engine');
      } catch (error) {
        this.logFallback(error, 'suggestions');
      }
    }
    const offline = draft(kind, request);
    return { kind, items: formatSuggestions(kind, offline) ?? offline, provider: this.builtin.name };
  }

  /** SPEC §7 `POST /api/chat`: a prompt in, text out. */
  async chat(prompt: string): Promise<string> {
    const text = prompt.trim();
    if (!text) throw new ValidationFailedError('user_input must not be empty.');
    if (this.llm) {
      try {
        return await this.llm.complete(text, { system: DRAFTING_SYSTEM_PROMPT });
      } catch (error) {
        this.logFallback(error, 'chat');
      }
    }
    return this.builtin.complete(text);
  }

  /** SPEC §7 `POST /api/v1/think`: a short plan of how the question will be answered. */
  think(question: string): string {
    return question.trim() ? planFor(question) : THINKING_FALLBACK;
  }

  /** SPEC §7 `POST /api/v1/echo-chat`: the offline checks decide clear cases; an LLM, when configured, judges the rest. */
  async checkRegistrationAnswer(message: string, currentStep: unknown, previousAnswers: Record<string, unknown>): Promise<AnswerVerdict> {
    const step = resolveStep(currentStep);
    if (!step) throw new ValidationFailedError('currentStep must be a question index (0-7) or key (firstName … permission).');
    const answers = Object.fromEntries(Object.entries(previousAnswers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const offline = checkAnswer(step, message.trim().toLowerCase(), answers);
    if (offline.decisive || !this.llm) return offline;
    try {
      return await this.judgeWithLlm(this.llm, step, message, answers, offline);
    } catch (error) {
      this.logFallback(error, 'registration check');
      return offline;
    }
  }

  private async judgeWithLlm(
    llm: AiProvider,
    step: RegistrationStep,
    message: string,
    previousAnswers: Record<string, string>,
    offline: AnswerVerdict,
  ): Promise<AnswerVerdict> {
    const prompt =
      `A person is signing up and was asked for their ${step}. They answered: "${message}".\n` +
      `Earlier answers: ${JSON.stringify(previousAnswers)}.\n` +
      'Judge whether the answer is genuine. Answer as JSON: {"validity": "real" | "maybe_real" | "maybe_fake" | "fake", "reason": "<short reason>", "response": "<one friendly line to the person; ask again if the answer is not real>"}.';
    const answer = await llm.completeJson(prompt, {
      name: 'registration_verdict',
      schema: {
        type: 'object',
        properties: { validity: { enum: [...VALIDITIES] }, reason: { type: 'string' }, response: { type: 'string' } },
        required: ['validity', 'reason', 'response'],
      },
    });
    const verdict = answer as Partial<Record<'validity' | 'reason' | 'response', unknown>>;
    if (typeof verdict?.validity !== 'string' || !VALIDITIES.has(verdict.validity) || typeof verdict.response !== 'string' || !verdict.response.trim()) {
      throw new AiProviderError('The LLM verdict was not in the expected shape.', 'bad_output');
    }
    return {
      validity: verdict.validity as AnswerVerdict['validity'],
      reason: typeof verdict.reason === 'string' ? verdict.reason : offline.reason,
      response: verdict.response.trim(),
      decisive: false,
    };
  }

  private logFallback(error: unknown, what: string): void {
    const kind = error instanceof AiProviderError ? error.kind : 'unexpected';
    this.logger.warn({ err: error instanceof AiProviderError ? undefined : error, kind, provider: this.llm?.name }, `LLM ${what} failed (${kind}); using the built-in engine`);
  }
}
