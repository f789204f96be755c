import type { AiProvider, CompletionOptions, NamedJsonSchema } from './ai-provider';
import { AiProviderError } from './ai-provider';
import { draft, interpretPrompt, respondToPrompt } from './offline/drafter';

/** The default provider: offline, deterministic, always available. */
export class BuiltinProvider implements AiProvider {
  readonly name = 'builtin' as const;
  readonly model = 'quarry-offline';

  async complete(prompt: string, options?: CompletionOptions): Promise<string> {
    if (options?.signal?.aborted) throw new AiProviderError('The request was cancelled.', 'cancelled');
    return respondToPrompt(prompt);
  }

  /** Understands the drafting prompts (see prompts.ts) and answers {"items": [...]}. */
  async completeJson(prompt: string, _schema: NamedJsonSchema, options?: CompletionOptions): Promise<unknown> {
    if (options?.signal?.aborted) throw new AiProviderError('The request was cancelled.', 'cancelled');
    const request = interpretPrompt(prompt);
    if (!request) throw new AiProviderError('The built-in provider did not recognise this request.', 'bad_output');
    return { items: draft(request.kind, request.context) };
  }

  async ping(): Promise<void> {
    // Nothing to reach: the engine runs in this process.
  }
}
