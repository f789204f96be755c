import { parentPort } from 'node:worker_threads';
import { runTransformHere, type Row } from './quickjs-transform';

/** The worker thread's side of TransformSandbox: one request at a time, answered with the same id. */
interface TransformRequest {
  id: number;
  body: string;
  rows: Row[];
}

// Loading this file (and compiling it, from source) takes a while: the sandbox starts its clock once this arrives.
parentPort?.postMessage({ ready: true });

parentPort?.on('message', (request: TransformRequest) => {
  runTransformHere(request.body, request.rows).then(
    (outcome) => parentPort?.postMessage({ id: request.id, outcome }),
    (error: unknown) => parentPort?.postMessage({ id: request.id, outcome: { ok: false, error: { message: error instanceof Error ? error.message : 'The transform failed.', line: null } } }),
  );
});
