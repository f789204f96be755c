import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted stand-in for an OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio) on 127.0.0.1, for tests.
 *
 *   const fake = await startFakeChatCompletionsServer();
 *   const provider = new OpenAiCompatibleProvider({ baseUrl: fake.baseUrl, model: 'test-model' });
 *   fake.script({ status: 429 }, { reply: 'Hello' });   // the next two requests, in order
 *   await provider.complete('Hi');                       // → 'Hello', after one retry
 *   expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
 *   await fake.close();
 *
 * Endpoints: POST /v1/chat/completions and GET /v1/models; anything else answers 404 (and is recorded).
 * Every request to a known endpoint takes the next scripted behaviour, whatever the endpoint, else the
 * default one (initially `{ reply: 'OK' }`). On GET /v1/models a `reply` behaviour answers the model list.
 */
export type FakeBehaviour =
  /** 200 with a chat completion whose first choice's content is this text (or what the function returns). */
  | { reply: string | ((request: RecordedRequest) => string); delayMs?: number }
  /** This HTTP status with an OpenAI-shaped error body; `retryAfter` (seconds) sets the Retry-After header. */
  | { status: number; retryAfter?: number; error?: FakeErrorBody; delayMs?: number }
  /** Waits, then answers as the default behaviour does (for timeouts and cancellation). */
  | { delayMs: number }
  /** 200, content-type application/json, but a body that is not valid JSON. */
  | { malformed: true; delayMs?: number }
  /** Destroys the socket without answering (the client sees a network error). */
  | { dropConnection: true };

export interface FakeErrorBody {
  message: string;
  type?: string;
  param?: string | null;
  code?: string | null;
}

export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. '/v1/chat/completions'. */
  path: string;
  /** Node's lower-cased headers, e.g. `headers.authorization === 'Bearer sk-test'`. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (model, messages, response_format, ...); undefined when empty or not JSON. */
  body: Record<string, unknown> | undefined;
}

export interface FakeChatCompletionsServer {
  /** http://127.0.0.1:<port>/v1, ready for `baseUrl` / `baseURL`. */
  baseUrl: string;
  /** Queues behaviours for the next requests, one each, in order (appends to what is already queued). */
  script(...behaviours: FakeBehaviour[]): void;
  /** What every request gets once the script has run out. */
  setDefault(behaviour: FakeBehaviour): void;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  /** Empties the script and `requests`, and restores the default behaviour `{ reply: 'OK' }`. */
  reset(): void;
  /** Stops listening and drops open connections (pending delayed answers included). */
  close(): Promise<void>;
}

export interface FakeServerOptions {
  /** Model ids listed by GET /v1/models; default ['fake-model']. */
  models?: string[];
}

const DEFAULT_BEHAVIOUR: FakeBehaviour = { reply: 'OK' };

export async function startFakeChatCompletionsServer(options: FakeServerOptions = {}): Promise<FakeChatCompletionsServer> {
  const models = options.models ?? ['fake-model'];
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let defaultBehaviour: FakeBehaviour = DEFAULT_BEHAVIOUR;
  let completionCount = 0;

  const wait = (ms: number, res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!res.destroyed);
      }, ms);
      timers.add(timer);
      // The client gave up (timeout, abort): stop waiting, there is nobody to answer.
      res.on('close', () => {
        if (!res.writableFinished) {
          clearTimeout(timer);
          timers.delete(timer);
          resolve(false);
        }
      });
    });

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  };

  const answer = async (behaviour: FakeBehaviour, request: RecordedRequest, res: ServerResponse): Promise<void> => {
    if ('dropConnection' in behaviour) {
      res.socket?.destroy();
      return;
    }
    if (behaviour.delayMs !== undefined && !(await wait(behaviour.delayMs, res))) return;
    if ('status' in behaviour) {
      const error = behaviour.error ?? { message: `Fake server error ${behaviour.status}`, type: 'server_error', param: null, code: null };
      const headers: Record<string, string> = behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {};
      sendJson(res, behaviour.status, { error: { type: null, param: null, code: null, ...error } }, headers);
      return;
    }
    if ('malformed' in behaviour) {
      const text = '{"id": "chatcmpl-broken", "object": "chat.completion", "choices": [{"message": ';
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
      return;
    }
    if (!('reply' in behaviour)) {
      // Only a delay: answer as the default does, without its delay.
      await answer(withoutDelay(defaultBehaviour), request, res);
      return;
    }
    if (request.path === '/v1/models') {
      sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' })) });
      return;
    }
    const content = typeof behaviour.reply === 'function' ? behaviour.reply(request) : behaviour.reply;
    const model = typeof request.body?.model === 'string' ? request.body.model : (models[0] ?? 'fake-model');
    completionCount++;
    sendJson(res, 200, {
      id: `chatcmpl-fake-${completionCount}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: Math.max(1, Math.ceil(content.length / 4)), total_tokens: 10 + Math.max(1, Math.ceil(content.length / 4)) },
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const request: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body: parseBody(raw) };
    requests.push(request);
    const known = (req.method === 'POST' && path === '/v1/chat/completions') || (req.method === 'GET' && path === '/v1/models');
    if (!known) {
      sendJson(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: null } });
      return;
    }
    await answer(queue.shift() ?? defaultBehaviour, request, res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `Fake server crashed: ${String(error)}`, type: 'server_error' } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => {
      queue.push(...behaviours);
    },
    setDefault: (behaviour) => {
      defaultBehaviour = behaviour;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      defaultBehaviour = DEFAULT_BEHAVIOUR;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function withoutDelay(behaviour: FakeBehaviour): FakeBehaviour {
  if ('dropConnection' in behaviour) return behaviour;
  if ('reply' in behaviour) return { reply: behaviour.reply };
  if ('status' in behaviour) return { status: behaviour.status, retryAfter: behaviour.retryAfter, error: behaviour.error };
  if ('malformed' in behaviour) return { malformed: true };
  return DEFAULT_BEHAVIOUR;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
