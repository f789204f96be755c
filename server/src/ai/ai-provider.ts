/**
 * The one interface every AI backend implements: the built-in offline provider (default) and the
 * OpenAI-compatible one (OpenAI, Ollama, vLLM, LM Studio). Callers never see which one answered, except
 * through `name` for status and logs.
 */

export type AiFailureKind = 'timeout' | 'cancelled' | 'rate_limited' | 'server' | 'network' | 'bad_output' | 'configuration';

/** Any provider failure. Callers fall back to the built-in provider on it; the message is safe to log. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly kind: AiFailureKind,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

export interface CompletionOptions {
  /** Instructions ahead of the prompt (the system message). */
  system?: string;
  /** Aborts the call; the provider rejects with kind 'cancelled'. */
  signal?: AbortSignal;
  /** Default 30 s; the provider rejects with kind 'timeout'. */
  timeoutMs?: number;
}

/** A JSON Schema with a name, as chat-completions `response_format: {type: 'json_schema'}` wants it. */
export interface NamedJsonSchema {
  name: string;
  schema: Record<string, unknown>;
}

export type AiProviderName = 'builtin' | 'openai-compatible';

export interface AiProvider {
  readonly name: AiProviderName;
  /** The model answering: 'quarry-offline' for the built-in provider. */
  readonly model: string;
  /** Free text in, free text out. */
  complete(prompt: string, options?: CompletionOptions): Promise<string>;
  /** Structured output: resolves to a parsed JSON value (validate it before use), or rejects with 'bad_output'. */
  completeJson(prompt: string, schema: NamedJsonSchema, options?: CompletionOptions): Promise<unknown>;
  /** A cheap live check for the status route: resolves when the provider answers. */
  ping(options?: CompletionOptions): Promise<void>;
}

export const DEFAULT_AI_TIMEOUT_MS = 30_000;
