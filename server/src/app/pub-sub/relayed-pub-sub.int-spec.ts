import net from 'node:net';
import pg from 'pg';
import { createLogger } from '../logger';
import { createAppPubSub } from '../pub-sub';
import type { BoardEvent } from '../../modules/tasks/board-event';
import { PostgresEventTarget } from './postgres-event-target';
import { RedisEventTarget } from './redis-event-target';
import type { RelayedEventTarget } from './relayed-event-target';

const logger = createLogger('silent');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Reads the next value of an async iterator, or fails after `ms`. */
async function next<T>(iterator: AsyncIterator<T>, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
  });
  try {
    const result = await Promise.race([iterator.next(), timeout]);
    if (result.done) throw new Error('the subscription ended');
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

function boardEvent(projectId: number, note: string): BoardEvent {
  // Only the fields the relay must carry matter here; the shape is what a subscriber receives.
  return { projectId, note, at: new Date('2026-11-23T10:00:00.000Z') } as unknown as BoardEvent;
}

/** Two nodes' pub/subs on one broker: what one publishes, the other's subscriber receives. */
function relaySuite(name: string, start: () => Promise<RelayedEventTarget>) {
  describe(name, () => {
    let nodeA: RelayedEventTarget;
    let nodeB: RelayedEventTarget;

    beforeAll(async () => {
      nodeA = await start();
      nodeB = await start();
    });

    afterAll(async () => {
      await nodeA?.close();
      await nodeB?.close();
    });

    it('delivers an event published on one node to a subscriber on another, dates revived', async () => {
      const publisher = createAppPubSub(nodeA);
      const subscriber = createAppPubSub(nodeB);
      const projectId = 900_000 + Math.floor(Math.random() * 99_999);
      const events = subscriber.subscribe('BOARD_CHANGED', projectId)[Symbol.asyncIterator]();
      // The first pull attaches the listener; give it its turn before publishing.
      const received = next(events);
      await new Promise((resolve) => setImmediate(resolve));
      publisher.publish('BOARD_CHANGED', projectId, boardEvent(projectId, 'moved'));
      const event = (await received) as unknown as { projectId: number; note: string; at: Date };
      expect(event.projectId).toBe(projectId);
      expect(event.note).toBe('moved');
      expect(event.at).toBeInstanceOf(Date);
      expect(event.at.toISOString()).toBe('2026-11-23T10:00:00.000Z');
      await events.return?.();
    });

    it('keeps the order of events from one node, large ones included', async () => {
      const publisher = createAppPubSub(nodeA);
      const subscriber = createAppPubSub(nodeB);
      const projectId = 800_000 + Math.floor(Math.random() * 99_999);
      const events = subscriber.subscribe('BOARD_CHANGED', projectId)[Symbol.asyncIterator]();
      const first = next(events);
      await new Promise((resolve) => setImmediate(resolve));
      const large = 'x'.repeat(20_000);
      publisher.publish('BOARD_CHANGED', projectId, boardEvent(projectId, 'one'));
      publisher.publish('BOARD_CHANGED', projectId, boardEvent(projectId, large));
      publisher.publish('BOARD_CHANGED', projectId, boardEvent(projectId, 'three'));
      const notes = [await first, await next(events), await next(events)].map((event) => (event as unknown as { note: string }).note);
      expect(notes).toEqual(['one', large, 'three']);
      await events.return?.();
    });

    it('does not deliver to subscribers of another id', async () => {
      const publisher = createAppPubSub(nodeA);
      const subscriber = createAppPubSub(nodeB);
      const events = subscriber.subscribe('BOARD_CHANGED', 1)[Symbol.asyncIterator]();
      const received = next(events, 1_000);
      await new Promise((resolve) => setImmediate(resolve));
      publisher.publish('BOARD_CHANGED', 2, boardEvent(2, 'elsewhere'));
      await expect(received).rejects.toThrow('no event within 1000 ms');
      await events.return?.();
    });
  });
}

describe('live events across nodes', () => {
  let pool: pg.Pool;
  const url = process.env.TEST_DATABASE_URL ?? '';

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 4 });
  });

  afterAll(async () => {
    await pool.end();
  });

  relaySuite('through PostgreSQL LISTEN/NOTIFY', () => PostgresEventTarget.start(pool, url, logger));

  it('listens again after its connection is cut, and hears what comes after', async () => {
    const node = await PostgresEventTarget.start(pool, url, logger);
    try {
      const pubSub = createAppPubSub(node);
      await pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'quarry-events' AND pid <> pg_backend_pid()");
      const projectId = 700_000 + Math.floor(Math.random() * 99_999);
      const events = pubSub.subscribe('BOARD_CHANGED', projectId)[Symbol.asyncIterator]();
      const received = next(events, 10_000);
      // Publish until the new connection hears it: a NOTIFY sent while no one listens is gone.
      let heard = false;
      void received.then(() => (heard = true), () => undefined);
      for (let attempt = 0; attempt < 40 && !heard; attempt++) {
        pubSub.publish('BOARD_CHANGED', projectId, boardEvent(projectId, 'after the cut'));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(((await received) as unknown as { note: string }).note).toBe('after the cut');
      await events.return?.();
    } finally {
      await node.close();
    }
  }, 20_000);
});

describe('live events across nodes through Redis', () => {
  let reachable = false;

  beforeAll(async () => {
    const { hostname, port } = new URL(REDIS_URL);
    reachable = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port || 6379) });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.setTimeout(1_000, () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (!reachable) process.stdout.write(`Redis is not reachable at ${REDIS_URL}: the Redis relay tests are skipped.\n`);
  });

  it('is tested when Redis is reachable', async () => {
    if (!reachable) return;
    const nodeA = await RedisEventTarget.start(REDIS_URL, logger);
    const nodeB = await RedisEventTarget.start(REDIS_URL, logger);
    try {
      const projectId = 600_000 + Math.floor(Math.random() * 99_999);
      const events = createAppPubSub(nodeB).subscribe('BOARD_CHANGED', projectId)[Symbol.asyncIterator]();
      const received = next(events);
      await new Promise((resolve) => setImmediate(resolve));
      createAppPubSub(nodeA).publish('BOARD_CHANGED', projectId, boardEvent(projectId, 'via redis'));
      const event = (await received) as unknown as { note: string; at: Date };
      expect(event.note).toBe('via redis');
      expect(event.at).toBeInstanceOf(Date);
      await events.return?.();
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
