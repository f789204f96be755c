import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { appPool } from '../data-sources/app-pool';
import type { DemoLiveFeed } from './demo-live-feed';
import type { InsightEngine } from './insight-engine';

export const SCAN_QUEUE = 'insight-scan';
export const FEED_QUEUE = 'demo-live-feed';
/** pg-boss keeps its tables in this schema of the app's own database. */
export const JOB_SCHEMA = 'pgboss';

export interface InsightJobSettings {
  /** How often the insight scan runs (INSIGHT_INTERVAL_MS). */
  intervalMs: number;
  /** How often the demo live feed ticks; no feed when null. */
  feedIntervalMs: number | null;
}

/**
 * The insight engine's schedule on a pg-boss queue in the app's PostgreSQL. Every node enqueues a scan each
 * interval; the queue's 'stately' policy keeps at most one waiting and one running, so nodes never scan twice at
 * once and a slow scan never piles up. The demo live feed runs on a queue of its own the same way.
 */
export class InsightJobs {
  private boss: PgBoss | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private starting: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: InsightEngine,
    private readonly feed: DemoLiveFeed | null,
    private readonly settings: InsightJobSettings,
    private readonly logger: Logger,
  ) {}

  /** Starts the queue, its workers and the timers; stop() may be called at any time, even while this runs. */
  start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    const pool = appPool(this.dataSource);
    const boss = new PgBoss({
      db: { executeSql: async (text: string, values: unknown[]) => pool.query(text, values) },
      schema: JOB_SCHEMA,
      // Our own timers enqueue (intervals under a minute, which cron cannot express); no clock or cron monitors.
      schedule: false,
      supervise: true,
      migrate: true,
    });
    boss.on('error', (error) => this.logger.warn({ err: error }, 'job queue error'));
    this.boss = boss;
    await boss.start();
    if (this.stopped) return;
    await this.ensureQueue(SCAN_QUEUE);
    await boss.work(SCAN_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
      const posted = await this.engine.scanAll();
      if (posted.length > 0) this.logger.info({ threads: posted.length }, 'insight scan posted new timeline threads');
    });
    this.every(this.settings.intervalMs, () => this.enqueue(SCAN_QUEUE));
    const feed = this.feed;
    if (feed && this.settings.feedIntervalMs !== null) {
      await this.ensureQueue(FEED_QUEUE);
      await boss.work(FEED_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
        await feed.tick();
      });
      this.every(this.settings.feedIntervalMs, () => this.enqueue(FEED_QUEUE));
    }
  }

  /** Stops the timers and the workers (waiting for a running job, at most a few seconds), leaving the pool open. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  }

  private async ensureQueue(name: string): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
  }

  private every(ms: number, task: () => Promise<void>): void {
    void task();
    const timer = setInterval(() => void task(), ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async enqueue(queue: string): Promise<void> {
    try {
      await this.boss?.send(queue, {}, { retryLimit: 0 });
    } catch (error) {
      this.logger.warn({ err: error, queue }, 'could not enqueue a job');
    }
  }
}
