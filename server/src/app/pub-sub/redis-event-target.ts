import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RelayedEventTarget } from './relayed-event-target';

const CHANNEL = 'quarry:events';

/** Events through Redis pub/sub (REDIS_URL), for deployments that run Redis anyway. */
export class RedisEventTarget extends RelayedEventTarget {
  private constructor(
    private readonly redis: RedisPubSub,
    logger: Logger,
  ) {
    super(logger);
  }

  /** Resolves once this node is subscribed, so nothing published afterwards is missed. */
  static async start(url: string, logger: Logger): Promise<RedisEventTarget> {
    const options = { maxRetriesPerRequest: null, lazyConnect: false };
    const redis = new RedisPubSub({
      publisher: new Redis(url, options),
      subscriber: new Redis(url, options),
      // Messages are encoded by RelayedEventTarget; Redis carries them as they are.
      serializer: (source: unknown) => String(source),
      deserializer: (source: string | Buffer) => source.toString(),
      connectionListener: (error: Error) => logger.warn({ err: error }, 'Redis connection problem'),
    });
    const target = new RedisEventTarget(redis, logger);
    await redis.subscribe<string>(CHANNEL, (message) => target.receive(() => message));
    return target;
  }

  protected send(message: string): Promise<void> {
    return this.redis.publish(CHANNEL, message);
  }

  async close(): Promise<void> {
    await this.flush();
    await this.redis.close();
  }
}
