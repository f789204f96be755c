import type { Logger } from 'pino';
import { decodeEvent, encodeEvent } from './event-codec';

/**
 * An EventTarget whose events go through a broker (PostgreSQL NOTIFY, Redis) and come back to every node, this one
 * included, so a subscriber on any node hears what any node publishes. graphql-yoga's createPubSub drives it.
 * Events a node publishes leave in the order it published them.
 */
export abstract class RelayedEventTarget extends EventTarget {
  private outgoing: Promise<void> = Promise.resolve();
  private incoming: Promise<void> = Promise.resolve();

  constructor(protected readonly logger: Logger) {
    super();
  }

  /** Sends one encoded event to the broker. */
  protected abstract send(message: string): Promise<void>;

  /** Stops listening and closes the broker connections. */
  abstract close(): Promise<void>;

  override dispatchEvent(event: Event): boolean {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
    const message = encodeEvent({ type: event.type, detail });
    this.outgoing = this.outgoing.then(() =>
      this.send(message).catch((error: unknown) => this.logger.error({ err: error, type: event.type }, 'could not publish an event')),
    );
    return true;
  }

  /** Delivers a message from the broker to this node's listeners, one at a time and in arrival order. */
  protected receive(read: () => Promise<string | undefined> | string | undefined): void {
    this.incoming = this.incoming.then(async () => {
      try {
        const text = await read();
        const event = text === undefined ? undefined : decodeEvent(text);
        if (event) super.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
      } catch (error) {
        this.logger.error({ err: error }, 'could not deliver an event from another node');
      }
    });
  }

  /** Resolves once everything published so far has been handed to the broker. */
  flush(): Promise<void> {
    return this.outgoing;
  }
}
