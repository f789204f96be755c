import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Maps an async iterable without an async generator, so that return() reaches the source even while it waits. */
function mapAsyncIterable<T, U>(iterable: AsyncIterable<T>, map: (value: T) => U | Promise<U>): AsyncIterableIterator<U> {
  const iterator = iterable[Symbol.asyncIterator]();
  const close = async (): Promise<void> => {
    await iterator.return?.();
  };
  const mapped = async (result: IteratorResult<T>): Promise<IteratorResult<U>> => {
    if (result.done) return { done: true, value: undefined };
    try {
      return { done: false, value: await map(result.value) };
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  };
  return {
    next: () => iterator.next().then(mapped),
    return: async () => {
      await close();
      return { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * graphql-js's subscribe(), except that one event is executed once for every subscriber of the same operation with
 * the same variables, rather than once per subscriber: with 2,000 subscribers of a board, executing the selection for
 * each one was most of a move's delivery time (docs/benchmarks.md, fan-out).
 *
 * Each subscriber still has its own source stream, so its access check (the subscribe resolver, with its own
 * context) and any filter are its own; only the execution of an event that reached it is shared. The pub/sub hands
 * every subscriber the same payload object, which keys the sharing. The shared execution runs with `sharedContext()`,
 * a context with no viewer: its result can depend on nobody's identity, so it cannot carry one subscriber's rights to
 * another (a field that needs a viewer fails for everyone, loudly, rather than leaking). Payloads that are not objects
 * are executed per subscriber, as graphql-js does.
 */
export function createSharedSubscribe(sharedContext: () => unknown): (args: ExecutionArgs) => Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  // An event's payload → one result per operation and variables; dropped with the payload.
  const executions = new WeakMap<object, Map<string, Result>>();
  return async (args) => {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream;
    const key = `${args.operationName ?? ''}\n${print(args.document)}\n${JSON.stringify(args.variableValues ?? {})}`;
    return mapAsyncIterable(stream, (payload): Result => {
      if (typeof payload !== 'object' || payload === null) return execute({ ...args, rootValue: payload });
      let results = executions.get(payload);
      if (!results) {
        results = new Map();
        executions.set(payload, results);
      }
      let result = results.get(key);
      if (!result) {
        result = execute({ ...args, rootValue: payload, contextValue: sharedContext() });
        results.set(key, result);
      }
      return result;
    });
  };
}
