import express, { Router } from 'express';
import type { Services } from '../app/services';
import { InputValidationError, NotFoundError } from '../app/errors';
import { DraftKind } from '../ai/drafting';
import { authenticate, viewerOf } from './rest-auth';
import { asObject } from './validate-body';

/** SPEC's suggestion calls: the path names the kind, the body names the context after it. */
const SUGGESTION_CONTEXT: Record<string, { kind: DraftKind; title: string; description: string }> = {
  epics: { kind: DraftKind.EPICS, title: 'project_name', description: 'project_description' },
  stories: { kind: DraftKind.STORIES, title: 'epic_title', description: 'epic_description' },
  tasks: { kind: DraftKind.TASKS, title: 'story_title', description: 'story_description' },
};

/** A text field of the body: absent is undefined; anything but a string is a 422 naming the field. */
function textField(body: Record<string, unknown>, name: string, maxLength: number): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InputValidationError([{ loc: ['body', name], msg: `${name} must be a string`, type: 'string_type' }]);
  if (value.length > maxLength) {
    throw new InputValidationError([{ loc: ['body', name], msg: `${name} must be at most ${maxLength} characters`, type: 'string_too_long' }]);
  }
  return value;
}

function requiredText(body: Record<string, unknown>, name: string, maxLength: number): string {
  const value = textField(body, name, maxLength);
  if (value === undefined) throw new InputValidationError([{ loc: ['body', name], msg: 'Field required', type: 'missing' }]);
  return value;
}

/** Signed-in AI calls under /api/v1: status, thinking and the suggestion lists. */
export function aiRoutes(services: Services): Router {
  const router = Router();

  router.get('/ai/status', async (_req, res) => {
    await services.rateLimits.consume('ai', { userId: viewerOf(res).userId });
    res.json(await services.ai.status());
  });

  // The ask engine's own plan when a source can answer; otherwise a reading of the question alone.
  router.post('/think', async (req, res) => {
    const viewer = viewerOf(res);
    await services.rateLimits.consume('ai', { userId: viewer.userId });
    const question = requiredText(asObject(req.body), 'user_input', 4_000);
    const planned = question.trim() === '' ? undefined : await services.ask.think(viewer, question);
    res.json({ thinking: planned ?? services.ai.think(question) });
  });

  router.post('/ai/suggestions/:kind', async (req, res) => {
    await services.rateLimits.consume('ai', { userId: viewerOf(res).userId });
    const context = SUGGESTION_CONTEXT[req.params.kind];
    if (!context) throw new NotFoundError(`No suggestions of kind "${req.params.kind}"; use epics, stories or tasks.`);
    const body = asObject(req.body);
    const suggestions = await services.ai.suggest(context.kind, {
      title: textField(body, context.title, 500) ?? textField(body, 'title', 500),
      description: textField(body, context.description, 20_000) ?? textField(body, 'description', 20_000),
    });
    res.json({ suggestions: suggestions.items, provider: suggestions.provider });
  });

  return router;
}

/** The registration chat's answer check: anonymous, since it runs before the account exists. */
export function registrationChatRoutes(services: Services): Router {
  const router = Router();
  router.post('/echo-chat', async (req, res) => {
    // Anonymous (before sign-up): counted per address.
    await services.rateLimits.consume('ai', { ip: req.ip });
    const body = asObject(req.body);
    const message = requiredText(body, 'message', 500);
    const context = body.context === undefined ? {} : asObject(body.context);
    const previous = context.previousAnswers === undefined || context.previousAnswers === null ? {} : asObject(context.previousAnswers);
    const { validity, reason, response } = await services.ai.checkRegistrationAnswer(message, context.currentStep, previous);
    // SPEC §7: `reply` is a JSON string holding the verdict.
    res.json({ reply: JSON.stringify({ validity, reason, response }) });
  });
  return router;
}

/** SPEC §7 `POST /api/chat` (outside /api/v1): a drafting prompt in, `{response}` text out. */
export function createDraftingRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  router.use(authenticate(services));
  router.post('/chat', async (req, res) => {
    await services.rateLimits.consume('ai', { userId: viewerOf(res).userId });
    const prompt = requiredText(asObject(req.body), 'user_input', 20_000);
    res.json({ response: await services.ai.chat(prompt) });
  });
  return router;
}
