import variant from '@jitl/quickjs-singlefile-cjs-release-sync';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSWASMModule } from 'quickjs-emscripten';

/** Limits of one transform run (issue 8): 1 s, 32 MB of heap, no I/O at all. */
export const TRANSFORM_TIME_LIMIT_MS = 1_000;
export const TRANSFORM_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
export const TRANSFORM_MAX_LENGTH = 20_000;
/** A transform may reshape rows, not blow them up: its output is cut here. */
export const TRANSFORM_MAX_ROWS = 5_000;
const MAX_OUTPUT_CHARS = 8 * 1024 * 1024;
const STACK_LIMIT_BYTES = 512 * 1024;
const FILE_NAME = 'transform.js';

export type Row = Record<string, unknown>;

export interface TransformFailure {
  message: string;
  /** The line of the transform's body (1 = its first line), when the engine names one. */
  line: number | null;
}

export type TransformOutcome = { ok: true; rows: Row[] } | { ok: false; error: TransformFailure };

// One WebAssembly module per process; each run gets its own runtime (heap, limits) and is disposed after it.
let engine: Promise<QuickJSWASMModule> | undefined;
function quickJs(): Promise<QuickJSWASMModule> {
  engine ??= newQuickJSWASMModuleFromVariant(variant);
  return engine;
}

/** The transform's own text is empty or only returns its input: nothing to run. */
export function isIdentityTransform(body: string | null | undefined): boolean {
  const code = (body ?? '').replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').trim().replace(/;+$/, '').trim();
  return code === '' || code === 'rows' || code === 'return rows';
}

/**
 * The source the engine runs. The body is the body of `(rows) => rows`: an expression (`rows.slice(0, 5)`) or
 * statements with a `return`. Line 1 is the wrapper's, so the body's line n is the script's line n + 1.
 */
function wrap(body: string, asExpression: boolean): string {
  const open = asExpression ? '(' : '{';
  const close = asExpression ? ')' : '}';
  const text = asExpression ? body.trim().replace(/;+\s*$/, '') : body;
  return `const __transform = (rows) => ${open}\n${text}\n${close};\n(() => { const input = JSON.parse(globalThis.__input); delete globalThis.__input; return JSON.stringify(__transform(input)); })()`;
}

interface EngineError {
  name: string;
  message: string;
  line: number | null;
}

function readError(vm: QuickJSContext, handle: QuickJSHandle, bodyLines: number): EngineError {
  let dumped: unknown;
  try {
    dumped = vm.dump(handle);
  } catch {
    dumped = undefined;
  }
  // QuickJS raises an out-of-memory it cannot even build an error for as a bare null.
  if (dumped === null || dumped === undefined) {
    return { name: 'InternalError', message: 'out of memory', line: null };
  }
  const record = typeof dumped === 'object' && dumped !== null ? (dumped as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name : 'Error';
  const message = typeof record.message === 'string' ? record.message : typeof dumped === 'string' ? dumped : 'The transform failed.';
  const stackLine = typeof record.stack === 'string' ? /transform\.js:(\d+)/.exec(record.stack)?.[1] : undefined;
  const raw = typeof record.lineNumber === 'number' ? record.lineNumber : stackLine !== undefined ? Number(stackLine) : undefined;
  // Lines past the body belong to the wrapper (an output that cannot be serialised, for one).
  const line = raw !== undefined && raw - 1 >= 1 && raw - 1 <= bodyLines ? raw - 1 : null;
  return { name, message, line };
}

function describe(error: EngineError, timedOut: boolean): TransformFailure {
  if (/out of memory|memory limit/i.test(error.message)) {
    return { message: `The transform used more than ${TRANSFORM_MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory and was stopped.`, line: error.line };
  }
  if (timedOut || /interrupted/i.test(error.message)) {
    return { message: `The transform ran longer than ${TRANSFORM_TIME_LIMIT_MS / 1000} s and was stopped.`, line: error.line };
  }
  if (/stack overflow/i.test(error.message)) return { message: 'The transform recursed too deeply and was stopped.', line: error.line };
  return { message: `${error.name}: ${error.message}`, line: error.line };
}

function checkRows(value: unknown): TransformOutcome {
  if (!Array.isArray(value)) {
    const got = value === null ? 'null' : value === undefined ? 'nothing' : typeof value;
    return { ok: false, error: { message: `The transform must return an array of rows, but it returned ${got}. Did you forget "return"?`, line: null } };
  }
  const rows: Row[] = [];
  for (const [index, row] of value.slice(0, TRANSFORM_MAX_ROWS).entries()) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      return { ok: false, error: { message: `Row ${index + 1} of the result is not an object like { name: value }.`, line: null } };
    }
    rows.push(row as Row);
  }
  return { ok: true, rows };
}

/**
 * Runs a card's transform over its rows in QuickJS (WebAssembly), in the calling thread: no `require`, `process`,
 * `fetch` or any other host object exists there, the heap is capped at 32 MB and an interrupt handler stops it after
 * 1 s. Native built-ins (a huge `fill`) can outlast the handler, so the server calls this from a worker thread that
 * it ends at the deadline (transform-sandbox.ts).
 */
export async function runTransformHere(body: string, rows: readonly Row[]): Promise<TransformOutcome> {
  if (body.length > TRANSFORM_MAX_LENGTH) {
    return { ok: false, error: { message: `A transform can be at most ${TRANSFORM_MAX_LENGTH.toLocaleString('en-US')} characters.`, line: null } };
  }
  if (isIdentityTransform(body)) return { ok: true, rows: rows.slice(0, TRANSFORM_MAX_ROWS) };
  const module = await quickJs();
  const bodyLines = body.split('\n').length;
  const input = JSON.stringify(rows);

  // An expression body first; statements do not parse as one, so they are run as a block.
  for (const asExpression of [true, false]) {
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(TRANSFORM_MEMORY_LIMIT_BYTES);
    runtime.setMaxStackSize(STACK_LIMIT_BYTES);
    const deadline = Date.now() + TRANSFORM_TIME_LIMIT_MS;
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
    const vm = runtime.newContext();
    try {
      const inputHandle = vm.newString(input);
      vm.setProp(vm.global, '__input', inputHandle);
      inputHandle.dispose();
      const result = vm.evalCode(wrap(body, asExpression), FILE_NAME);
      if (result.error) {
        // Reading an out-of-memory error needs memory of its own: lift the cap, the run is over anyway.
        runtime.setMemoryLimit(-1);
        const error = readError(vm, result.error, bodyLines);
        result.error.dispose();
        if (asExpression && error.name === 'SyntaxError') continue;
        return { ok: false, error: describe(error, Date.now() >= deadline) };
      }
      const output = vm.dump(result.value);
      result.value.dispose();
      if (typeof output !== 'string') return checkRows(undefined);
      if (output.length > MAX_OUTPUT_CHARS) return { ok: false, error: { message: 'The transform’s result is too large (over 8 MB).', line: null } };
      return checkRows(JSON.parse(output));
    } finally {
      vm.dispose();
      runtime.dispose();
    }
  }
  return { ok: false, error: { message: 'The transform could not be read.', line: null } };
}
