import pg from 'pg';
import type { Logger } from 'pino';
import { RelayedEventTarget } from './relayed-event-target';

const CHANNEL = 'quarry_events';
/** NOTIFY payloads must stay under 8,000 bytes; larger events go through pubsub_spill. */
const NOTIFY_LIMIT = 7_500;
const SPILL_MARK = '@';
const SPILL_KEEP = "interval '5 minutes'";
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Events through PostgreSQL LISTEN/NOTIFY, so every node on the same database hears them: publishing is a
 * `pg_notify` on the app's pool, listening is one dedicated connection that reconnects (and listens again) when lost.
 */
export class PostgresEventTarget extends RelayedEventTarget {
  private listener: pg.Client | undefined;
  private closed = false;
  private attempts = 0;
  private published = 0;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    logger: Logger,
  ) {
    super(logger);
  }

  /** Resolves once this node listens, so nothing published afterwards is missed. */
  static async start(pool: pg.Pool, url: string, logger: Logger): Promise<PostgresEventTarget> {
    const target = new PostgresEventTarget(pool, url, logger);
    await target.listen();
    return target;
  }

  protected async send(message: string): Promise<void> {
    if (Buffer.byteLength(message) <= NOTIFY_LIMIT) {
      await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, message]);
      return;
    }
    // One statement: the row is visible to the readers by the time the notification reaches them (both on commit).
    await this.pool.query(
      `WITH spilled AS (INSERT INTO pubsub_spill (payload) VALUES ($2) RETURNING id)
       SELECT pg_notify($1, $3 || id::text) FROM spilled`,
      [CHANNEL, message, SPILL_MARK],
    );
    if (++this.published % 100 === 1) {
      await this.pool.query(`DELETE FROM pubsub_spill WHERE created_at < now() - ${SPILL_KEEP}`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'quarry-events' });
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || notification.payload === undefined) return;
      const payload = notification.payload;
      this.receive(() => (payload.startsWith(SPILL_MARK) ? this.readSpill(payload.slice(SPILL_MARK.length)) : payload));
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'lost the connection that listens for events; reconnecting');
      void client.end().catch(() => undefined);
      this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    this.attempts = 0;
  }

  private reconnect(): void {
    if (this.closed) return;
    this.listener = undefined;
    const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'could not listen for events yet');
        this.reconnect();
      });
    }, delay).unref();
  }

  private async readSpill(id: string): Promise<string | undefined> {
    const result = await this.pool.query<{ payload: string }>('SELECT payload FROM pubsub_spill WHERE id = $1', [id]);
    return result.rows[0]?.payload;
  }
}
