import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { createSharedSubscribe } from './shared-subscriptions';

interface Event {
  itemId: number;
}
interface Context {
  viewer: string | null;
}

/** A pub/sub of one topic: every subscriber gets the same payload object, as graphql-yoga's does. */
class Topic {
  private readonly listeners = new Set<(event: Event) => void>();
  closed = 0;

  subscribe(): AsyncIterable<Event> {
    const queue: Event[] = [];
    let wake: (() => void) | undefined;
    let done = false;
    const listener = (event: Event): void => {
      queue.push(event);
      wake?.();
    };
    this.listeners.add(listener);
    const close = (): void => {
      if (done) return;
      done = true;
      this.listeners.delete(listener);
      this.closed++;
      wake?.();
    };
    return {
      [Symbol.asyncIterator]: () => ({
        next: async (): Promise<IteratorResult<Event>> => {
          while (queue.length === 0 && !done) await new Promise<void>((resolve) => (wake = resolve));
          const event = queue.shift();
          return event ? { done: false, value: event } : { done: true, value: undefined };
        },
        return: async (): Promise<IteratorResult<Event>> => {
          close();
          return { done: true, value: undefined };
        },
      }),
    };
  }

  publish(event: Event): void {
    for (const listener of this.listeners) listener(event);
  }
}

function setup() {
  const topic = new Topic();
  const calls = { title: 0, subscribe: [] as (string | null)[], titleViewers: [] as (string | null)[] };
  const Item = new GraphQLObjectType<Event, Context>({
    name: 'Item',
    fields: {
      itemId: { type: new GraphQLNonNull(GraphQLInt) },
      title: {
        type: GraphQLString,
        resolve: (event, _args, context) => {
          calls.title++;
          calls.titleViewers.push(context.viewer);
          return `Item ${event.itemId}`;
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType<unknown, Context>({
      name: 'Subscription',
      fields: {
        changed: {
          type: Item,
          args: { projectId: { type: new GraphQLNonNull(GraphQLInt) } },
          subscribe: (_root, _args, context) => {
            calls.subscribe.push(context.viewer);
            if (context.viewer === 'outsider') throw new Error('Project not found.');
            return topic.subscribe();
          },
          resolve: (event) => event,
        },
      },
    }),
  });
  const subscribe = createSharedSubscribe((): Context => ({ viewer: null }));
  const open = async (viewer: string, query = 'subscription ($p: Int!) { changed(projectId: $p) { itemId title } }', projectId = 1) => {
    const result = await subscribe({ schema, document: parse(query), variableValues: { p: projectId }, contextValue: { viewer } });
    if (!(Symbol.asyncIterator in result)) return result;
    return result[Symbol.asyncIterator]();
  };
  return { topic, calls, open };
}

function iteratorOf(value: AsyncIterator<ExecutionResult> | ExecutionResult): AsyncIterator<ExecutionResult> {
  if ('next' in value && typeof value.next === 'function') return value;
  throw new Error(`expected a stream, got ${JSON.stringify(value)}`);
}

describe('createSharedSubscribe', () => {
  it('executes an event once for every subscriber of the same operation and variables, with no viewer', async () => {
    const { topic, calls, open } = setup();
    const subscribers = await Promise.all(['ann', 'bob', 'cid'].map(async (viewer) => iteratorOf(await open(viewer))));
    expect(calls.subscribe).toEqual(['ann', 'bob', 'cid']);
    const next = subscribers.map((subscriber) => subscriber.next());
    topic.publish({ itemId: 7 });
    const results = await Promise.all(next);
    for (const result of results) expect(result.value).toEqual({ data: { changed: { itemId: 7, title: 'Item 7' } } });
    expect(calls.title).toBe(1);
    expect(calls.titleViewers).toEqual([null]);
    for (const subscriber of subscribers) await subscriber.return?.();
  });

  it('executes separately for other variables or another selection, and again for the next event', async () => {
    const { topic, calls, open } = setup();
    const same = iteratorOf(await open('ann'));
    const otherVariables = iteratorOf(await open('bob', undefined, 2));
    const otherSelection = iteratorOf(await open('cid', 'subscription ($p: Int!) { changed(projectId: $p) { title } }'));
    const first = [same.next(), otherVariables.next(), otherSelection.next()];
    topic.publish({ itemId: 1 });
    await Promise.all(first);
    expect(calls.title).toBe(3);
    const second = same.next();
    topic.publish({ itemId: 2 });
    expect((await second).value).toEqual({ data: { changed: { itemId: 2, title: 'Item 2' } } });
    for (const subscriber of [same, otherVariables, otherSelection]) await subscriber.return?.();
  });

  it('keeps each subscriber’s own access check: a refused subscribe answers with its error', async () => {
    const { open } = setup();
    const refused = await open('outsider');
    expect(refused).toMatchObject({ errors: [{ message: 'Project not found.' }] });
  });

  it('releases the source when a subscriber leaves while waiting for an event', async () => {
    const { topic, open } = setup();
    const subscriber = iteratorOf(await open('ann'));
    const pending = subscriber.next();
    await subscriber.return?.();
    expect(topic.closed).toBe(1);
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });
});
