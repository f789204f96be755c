import type { Logger } from 'pino';
import type { AiConfig } from '../app/config';
import type { AiProvider } from './ai-provider';
import { OpenAiCompatibleProvider } from './openai-provider';

/** The configured LLM, or null when AI_BASE_URL is unset (the built-in engine then answers everything). */
export function createLlmProvider(config: AiConfig, logger: Logger): AiProvider | null {
  if (!config.baseUrl) return null;
  return new OpenAiCompatibleProvider({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
    logger: logger.child({ component: 'llm' }),
  });
}
