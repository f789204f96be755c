import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TRANSFORM_MAX_LENGTH, TRANSFORM_TIME_LIMIT_MS, isIdentityTransform, type Row, type TransformOutcome } from './quickjs-transform';

export { TRANSFORM_MAX_LENGTH, TRANSFORM_MEMORY_LIMIT_BYTES, TRANSFORM_TIME_LIMIT_MS, isIdentityTransform } from './quickjs-transform';
export type { Row, TransformFailure, TransformOutcome } from './quickjs-transform';

/** Past the engine's own 1 s interrupt, the thread is ended: a native call that never checks the clock still stops. */
const HARD_STOP_GRACE_MS = 500;

interface Pending {
  id: number;
  body: string;
  rows: readonly Row[];
  resolve: (outcome: TransformOutcome) => void;
}

/** Built code runs the compiled worker; from source (tests, `npm run dev`) the worker compiles itself with SWC. */
function workerEntry(): { file: string; execArgv: string[] } {
  const compiled = path.join(__dirname, 'transform-worker.js');
  if (existsSync(compiled)) return { file: compiled, execArgv: [] };
  return { file: path.join(__dirname, 'transform-worker.ts'), execArgv: ['-r', '@swc-node/register'] };
}

/**
 * Runs transforms in QuickJS on one worker thread, one at a time, so a transform never blocks the server's event
 * loop. A run that outlives its time limit has its thread ended; the next run starts a fresh one.
 */
export class TransformSandbox {
  private worker: Worker | undefined;
  private readonly queue: Pending[] = [];
  private running: (Pending & { timer: NodeJS.Timeout }) | undefined;
  private workerReady = false;
  private nextId = 1;
  private closed = false;

  run(body: string, rows: readonly Row[]): Promise<TransformOutcome> {
    if (body.length > TRANSFORM_MAX_LENGTH) {
      return Promise.resolve({ ok: false, error: { message: `A transform can be at most ${TRANSFORM_MAX_LENGTH.toLocaleString('en-US')} characters.`, line: null } });
    }
    if (isIdentityTransform(body)) return Promise.resolve({ ok: true, rows: [...rows] });
    if (this.closed) return Promise.resolve({ ok: false, error: { message: 'The server is shutting down.', line: null } });
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, body, rows, resolve });
      this.pump();
    });
  }

  /** Ends the thread; runs still queued are answered with an error. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ ok: false, error: { message: 'The server is shutting down.', line: null } });
    this.finish({ ok: false, error: { message: 'The server is shutting down.', line: null } });
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const worker = this.ensureWorker();
    if (!this.workerReady) return;
    const next = this.queue.shift();
    if (!next) return;
    // The clock starts when the run is handed over; the engine's interrupt fires first in all but native loops.
    const timer = setTimeout(() => this.stopRunaway(), TRANSFORM_TIME_LIMIT_MS + HARD_STOP_GRACE_MS);
    this.running = { ...next, timer };
    worker.postMessage({ id: next.id, body: next.body, rows: next.rows });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const entry = workerEntry();
    const worker = new Worker(entry.file, { execArgv: entry.execArgv, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    this.workerReady = false;
    worker.on('message', (message: { ready: true } | { id: number; outcome: TransformOutcome }) => {
      if ('ready' in message) {
        if (this.worker !== worker) return;
        this.workerReady = true;
        this.pump();
      } else if (this.running?.id === message.id) this.finish(message.outcome);
    });
    worker.on('error', () => this.replaceWorker(worker, 'The transform could not be run.'));
    worker.on('exit', () => this.replaceWorker(worker, 'The transform could not be run.'));
    this.worker = worker;
    return worker;
  }

  private stopRunaway(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.finish({ ok: false, error: { message: `The transform ran longer than ${TRANSFORM_TIME_LIMIT_MS / 1000} s and was stopped.`, line: null } });
    void worker?.terminate();
  }

  private replaceWorker(worker: Worker, message: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.finish({ ok: false, error: { message, line: null } });
  }

  private finish(outcome: TransformOutcome): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = undefined;
    running.resolve(outcome);
    this.pump();
  }
}
