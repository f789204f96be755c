import OpenAI from 'openai';
import type { Logger } from 'pino';
import {
  AiProviderError,
  DEFAULT_AI_TIMEOUT_MS,
  type AiFailureKind,
  type AiProvider,
  type CompletionOptions,
  type NamedJsonSchema,
} from './ai-provider';

export interface OpenAiCompatibleConfig {
  /** The API root, ending in /v1: https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), ... */
  baseUrl: string;
  /** Absent for local servers that need none. Never logged. */
  apiKey?: string;
  model: string;
  /** Default per-call deadline; CompletionOptions.timeoutMs overrides it. */
  timeoutMs?: number;
  logger?: Logger;
}

/** How completeJson asks for JSON, best first; servers that refuse one get the next. */
export type JsonMode = 'json_schema' | 'json_object' | 'prompt';
const JSON_MODES: readonly JsonMode[] = ['json_schema', 'json_object', 'prompt'];

/** Sent when no key is configured: the SDK insists on one and local servers ignore it. */
const PLACEHOLDER_API_KEY = 'not-needed';
/** A Retry-After longer than this is cut short: callers wait on us, and we retry once only. */
const MAX_RETRY_DELAY_MS = 2_000;
const DEFAULT_RETRY_DELAY_MS = 250;

type ChatMessage = { role: 'system' | 'user'; content: string };
type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict: boolean } }
  | { type: 'json_object' };

interface ChatRequest {
  messages: ChatMessage[];
  response_format?: ResponseFormat;
  max_tokens?: number;
}

/** One call's deadline and cancellation, shared by its attempts, retries and fallbacks. */
interface CallContext {
  signal: AbortSignal;
  deadline: number;
  timeoutMs: number;
  isTimedOut(): boolean;
  isCancelled(): boolean;
  dispose(): void;
}

/**
 * AiProvider over any chat-completions server: OpenAI, Ollama, vLLM, LM Studio.
 *
 * Each call has one deadline (default 30 s) covering its retry and JSON-mode fallbacks. A 429 or 5xx is
 * retried exactly once, after Retry-After (capped at 2 s) or 250 ms; nothing else is retried.
 * Failures reject with AiProviderError:
 *   timeout (deadline, or HTTP 408) · cancelled (options.signal) · rate_limited (429 twice) · server (5xx twice,
 *   or an unexpected 4xx) · network (no connection) · bad_output (empty, malformed or unparseable answer) ·
 *   configuration (bad settings, or a 400/401/403/404/422: wrong key, model or URL).
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible' as const;
  readonly model: string;

  private readonly client: OpenAI;
  private readonly apiKey: string | undefined;
  private readonly defaultTimeoutMs: number;
  private readonly logger: Logger | undefined;
  /** The first JSON mode this server accepted; later calls start there. */
  private jsonMode: JsonMode = 'json_schema';

  constructor(config: OpenAiCompatibleConfig) {
    if (!config.model.trim()) throw new AiProviderError('The AI model name is empty', 'configuration');
    let url: URL;
    try {
      url = new URL(config.baseUrl);
    } catch (error) {
      throw new AiProviderError('The AI base URL is not a valid URL', 'configuration', { cause: error });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new AiProviderError('The AI base URL must be http or https', 'configuration');
    }
    this.model = config.model.trim();
    this.apiKey = config.apiKey || undefined;
    this.defaultTimeoutMs = validTimeout(config.timeoutMs) ?? DEFAULT_AI_TIMEOUT_MS;
    this.logger = config.logger;
    this.client = new OpenAI({
      baseURL: config.baseUrl.replace(/\/+$/, ''),
      apiKey: this.apiKey ?? PLACEHOLDER_API_KEY,
      // Never pick up OPENAI_ORG_ID / OPENAI_PROJECT_ID from the environment: the settings say what to send.
      organization: null,
      project: null,
      maxRetries: 0,
      timeout: this.defaultTimeoutMs,
    });
  }

  /** Which JSON mode the next completeJson starts with (for status and tests). */
  get currentJsonMode(): JsonMode {
    return this.jsonMode;
  }

  async complete(prompt: string, options: CompletionOptions = {}): Promise<string> {
    return this.run('complete', options, async (call) => {
      const content = await this.chat(call, { messages: buildMessages(prompt, options.system) });
      const text = content.trim();
      if (!text) throw new AiProviderError('The model returned an empty answer', 'bad_output');
      return text;
    });
  }

  async completeJson(prompt: string, schema: NamedJsonSchema, options: CompletionOptions = {}): Promise<unknown> {
    return this.run('completeJson', options, async (call) => {
      let content: string | undefined;
      let mode = this.jsonMode;
      for (let i = JSON_MODES.indexOf(mode); i < JSON_MODES.length; i++) {
        mode = JSON_MODES[i] ?? 'prompt';
        try {
          content = await this.chat(call, jsonRequest(mode, prompt, schema, options.system));
          break;
        } catch (error) {
          if (i < JSON_MODES.length - 1 && isResponseFormatRejection(error)) {
            this.logger?.info({ provider: this.name, model: this.model, rejectedMode: mode }, 'AI server refused this JSON mode; trying the next');
            continue;
          }
          throw error;
        }
      }
      if (content === undefined) throw new AiProviderError('No JSON mode was accepted', 'configuration');
      if (this.jsonMode !== mode) {
        this.logger?.info({ provider: this.name, model: this.model, jsonMode: mode }, 'AI server JSON mode settled');
        this.jsonMode = mode;
      }
      const parsed = parseJsonLoosely(content);
      if (parsed === undefined) throw new AiProviderError('The model did not answer with valid JSON', 'bad_output');
      return parsed;
    });
  }

  async ping(options: CompletionOptions = {}): Promise<void> {
    await this.run('ping', options, async (call) => {
      try {
        await this.withRetry(call, () =>
          this.client.models.list({ signal: call.signal, timeout: remainingMs(call), maxRetries: 0 }),
        );
      } catch (error) {
        // Some servers have no /models (or refuse it): a one-token completion proves the same thing.
        if (!(error instanceof OpenAI.APIError) || !isModelsUnsupportedStatus(error.status)) throw error;
        await this.chat(call, { messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 }, { allowEmpty: true });
      }
    });
  }

  /** Sets up the call's deadline and cancellation, and maps and logs whatever goes wrong. */
  private async run<T>(operation: string, options: CompletionOptions, body: (call: CallContext) => Promise<T>): Promise<T> {
    const call = createCallContext(options, this.defaultTimeoutMs);
    try {
      if (call.isCancelled()) throw new AiProviderError('The AI call was cancelled', 'cancelled');
      return await body(call);
    } catch (error) {
      const mapped = this.mapError(error, call);
      this.logger?.warn(
        { provider: this.name, model: this.model, operation, kind: mapped.kind, status: httpStatus(error), err: { message: mapped.message } },
        'AI call failed',
      );
      throw mapped;
    } finally {
      call.dispose();
    }
  }

  /** One chat-completions request (with its single retry); resolves to the first choice's content. */
  private async chat(call: CallContext, request: ChatRequest, opts: { allowEmpty?: boolean } = {}): Promise<string> {
    const completion: unknown = await this.withRetry(call, () =>
      this.client.chat.completions.create(
        { model: this.model, ...request },
        { signal: call.signal, timeout: remainingMs(call), maxRetries: 0 },
      ),
    );
    const content = firstChoiceContent(completion);
    if (content === undefined) {
      if (opts.allowEmpty && isCompletionShaped(completion)) return '';
      throw new AiProviderError('The AI server answered without a chat completion', 'bad_output');
    }
    return content;
  }

  /** Runs `attempt`, and once more after a short wait if it failed with 429 or 5xx. */
  private async withRetry<T>(call: CallContext, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || call.signal.aborted) throw error;
      const delayMs = retryDelayMs(error);
      this.logger?.info({ provider: this.name, model: this.model, status: httpStatus(error), delayMs }, 'AI server busy; retrying once');
      await sleep(delayMs, call.signal);
      return attempt();
    }
  }

  private mapError(error: unknown, call: CallContext): AiProviderError {
    // Our own deadline and the caller's signal come first: the SDK reports both as a plain abort.
    if (call.isTimedOut()) return new AiProviderError(`The AI call timed out after ${call.timeoutMs} ms`, 'timeout', { cause: error });
    if (call.isCancelled()) return new AiProviderError('The AI call was cancelled', 'cancelled', { cause: error });
    if (error instanceof AiProviderError) return error;
    const [kind, message] = classify(error);
    return new AiProviderError(this.redact(message), kind, { cause: error });
  }

  /** Server messages sometimes quote the key back (even partly): keep it out of logs and errors. */
  private redact(message: string): string {
    return this.apiKey && this.apiKey.length >= 4 ? message.split(this.apiKey).join('[redacted]') : message;
  }
}

function classify(error: unknown): [AiFailureKind, string] {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return ['timeout', 'The AI call timed out'];
  if (error instanceof OpenAI.APIUserAbortError) return ['cancelled', 'The AI call was cancelled'];
  if (error instanceof OpenAI.APIConnectionError) return ['network', `Could not reach the AI server: ${error.message}`];
  if (error instanceof OpenAI.RateLimitError) return ['rate_limited', 'The AI server is rate limiting us (429)'];
  if (error instanceof OpenAI.InternalServerError) return ['server', `The AI server failed (${error.status})`];
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    if (status === undefined) return ['network', `The AI server connection failed: ${error.message}`];
    if (status === 429) return ['rate_limited', 'The AI server is rate limiting us (429)'];
    if (status >= 500) return ['server', `The AI server failed (${status})`];
    if (status === 408) return ['timeout', 'The AI server timed out the request (408)'];
    if ([400, 401, 403, 404, 422].includes(status)) return ['configuration', `The AI server refused the request: ${error.message}`];
    return ['server', `The AI server refused the request: ${error.message}`];
  }
  // A 200 whose body is not JSON: the SDK's response.json() throws a SyntaxError. It may come from another
  // realm (fetch's, under Jest), so errors are recognised by name rather than instanceof.
  const name = errorField(error, 'name');
  if (name === 'SyntaxError') return ['bad_output', 'The AI server answered with a malformed body'];
  if (name === 'AbortError') return ['cancelled', 'The AI call was aborted'];
  return ['server', `The AI call failed: ${errorField(error, 'message') ?? String(error)}`];
}

function errorField(error: unknown, field: 'name' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value: unknown = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

function httpStatus(error: unknown): number | undefined {
  if (error instanceof AiProviderError) return httpStatus(error.cause);
  return error instanceof OpenAI.APIError ? error.status : undefined;
}

function isRetryable(error: unknown): boolean {
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  return status !== undefined && (status === 429 || status >= 500);
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, capped; a short backoff otherwise. */
function retryDelayMs(error: unknown): number {
  const headers = error instanceof OpenAI.APIError ? error.headers : undefined;
  let delay: number | undefined;
  const ms = headers?.get('retry-after-ms');
  const after = headers?.get('retry-after');
  if (ms && Number.isFinite(Number(ms))) {
    delay = Number(ms);
  } else if (after) {
    const seconds = Number(after);
    delay = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
  }
  if (delay === undefined || !Number.isFinite(delay) || delay < 0) return DEFAULT_RETRY_DELAY_MS;
  return Math.min(delay, MAX_RETRY_DELAY_MS);
}

/** A 400/422 that is about response_format: the server (or model) cannot do this JSON mode. */
function isResponseFormatRejection(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) return false;
  const text = `${error.message} ${error.param ?? ''} ${error.code ?? ''}`;
  return /response_format|json_schema|json_object|unsupported|not supported/i.test(text);
}

/** Statuses with which a server says it has no usable GET /models. */
function isModelsUnsupportedStatus(status: number | undefined): boolean {
  return status === 404 || status === 405 || status === 501;
}

function buildMessages(prompt: string, system: string | undefined): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (system?.trim()) messages.push({ role: 'system', content: system });
  messages.push({ role: 'user', content: prompt });
  return messages;
}

function jsonRequest(mode: JsonMode, prompt: string, schema: NamedJsonSchema, system: string | undefined): ChatRequest {
  if (mode === 'json_schema') {
    return {
      messages: buildMessages(prompt, system),
      response_format: { type: 'json_schema', json_schema: { name: schema.name, schema: schema.schema, strict: false } },
    };
  }
  const instructions =
    mode === 'json_object'
      ? `Answer with a single JSON value matching this JSON Schema:\n${JSON.stringify(schema.schema)}`
      : `Answer with JSON only: a single JSON value matching this JSON Schema, with no prose and no code fences.\n${JSON.stringify(schema.schema)}`;
  const fullSystem = system?.trim() ? `${system}\n\n${instructions}` : instructions;
  return {
    messages: buildMessages(prompt, fullSystem),
    ...(mode === 'json_object' ? { response_format: { type: 'json_object' } } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCompletionShaped(completion: unknown): boolean {
  return isRecord(completion) && Array.isArray(completion.choices);
}

/** choices[0].message.content when it is a string, checked by hand: the body may come from any server. */
function firstChoiceContent(completion: unknown): string | undefined {
  if (!isRecord(completion) || !Array.isArray(completion.choices)) return undefined;
  const choice: unknown = completion.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return undefined;
  const content = choice.message.content;
  return typeof content === 'string' ? content : undefined;
}

/**
 * The JSON in a model's answer: the whole text, else the inside of a ```json fence, else the first balanced
 * {...} or [...] that parses. Undefined when there is none.
 */
export function parseJsonLoosely(text: string): unknown {
  const candidates: string[] = [text.trim()];
  const fence = /```[a-zA-Z0-9_-]*[ \t]*\r?\n?([\s\S]*?)```/.exec(text);
  if (fence?.[1] !== undefined) candidates.push(fence[1].trim());
  for (const candidate of candidates) {
    const parsed = tryParse(candidate);
    if (parsed !== undefined) return parsed;
  }
  for (const candidate of candidates) {
    const parsed = firstBalancedJson(candidate);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

function tryParse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Scans for { or [ and its matching close (skipping strings); returns the first such span that parses. */
function firstBalancedJson(text: string): unknown {
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const end = matchingClose(text, start);
    if (end === -1) continue;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

function validTimeout(ms: number | undefined): number | undefined {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

function createCallContext(options: CompletionOptions, defaultTimeoutMs: number): CallContext {
  const timeoutMs = validTimeout(options.timeoutMs) ?? defaultTimeoutMs;
  const controller = new AbortController();
  // Whichever comes first decides the kind: the deadline or the caller's signal.
  let abortedBy: 'timeout' | 'cancelled' | undefined;
  const timer = setTimeout(() => {
    abortedBy ??= 'timeout';
    controller.abort(new Error('timeout'));
  }, timeoutMs);
  const external = options.signal;
  const onAbort = () => {
    abortedBy ??= 'cancelled';
    controller.abort(external?.reason);
  };
  if (external?.aborted) onAbort();
  else external?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    deadline: Date.now() + timeoutMs,
    timeoutMs,
    isTimedOut: () => abortedBy === 'timeout',
    isCancelled: () => abortedBy === 'cancelled',
    dispose: () => {
      clearTimeout(timer);
      external?.removeEventListener('abort', onAbort);
    },
  };
}

/** The SDK's own timeout, kept a little past ours so that our deadline is the one that fires. */
function remainingMs(call: CallContext): number {
  return Math.max(1, call.deadline - Date.now()) + 1_000;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
