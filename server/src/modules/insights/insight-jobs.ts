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

/** pg-boss refuses a singleton slot longer than its archive interval (12 hours by default). */
const MAX_SLOT_SECONDS = 12 * 60 * 60;

/** The slot of a schedule in whole seconds, as pg-boss keys singletons (at least 1). */
export function slotSecondsOf(intervalMs: number): number {
  return Math.min(MAX_SLOT_SECONDS, Math.max(1, Math.round(intervalMs / 1000)));
}

/**
 * The insight engine's schedule on a pg-boss queue in the app's PostgreSQL. Time is cut into slots of one interval
 * each; every node offers a job twice per slot, and pg-boss's singleton index (queue, slot) lets exactly one offer
 * per slot in across all nodes, so a cluster scans once per interval whatever its size, and a node's clock or timer
 * drift cannot leave a slot empty. The queue's 'stately' policy keeps at most one waiting and one running, so a slow
 * scan never piles up. The demo live feed runs on a queue of its own the same way.
 */
export class InsightJobs {
  private boss: PgBoss | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private starting: Promise<void> | undefined;
  private stopped = false;
  private readonly running = new Set<Promise<void>>();

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
    await boss.work(SCAN_QUEUE, { pollingIntervalSeconds: 0.5 }, (jobs) =>
      this.run(async () => {
        const posted = await this.engine.scanAll();
        // One line per scan in the whole cluster (e2e/multi-node.test.mjs counts them against the jobs).
        this.logger.info({ job: jobs[0]?.id, threads: posted.length }, 'insight scan done');
      }),
    );
    this.offerEverySlot(SCAN_QUEUE, this.settings.intervalMs);
    const feed = this.feed;
    if (feed && this.settings.feedIntervalMs !== null) {
      await this.ensureQueue(FEED_QUEUE);
      await boss.work(FEED_QUEUE, { pollingIntervalSeconds: 0.5 }, () => this.run(() => feed.tick()));
      this.offerEverySlot(FEED_QUEUE, this.settings.feedIntervalMs);
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
    await Promise.allSettled(this.running);
  }

  /**
   * Runs a job's work unless the queue is stopping. A worker can fetch a job while pg-boss stops (its stop waits only
   * for jobs already fetched), so work that starts late is skipped, and stop() waits for work already under way.
   */
  private async run(work: () => Promise<unknown>): Promise<void> {
    if (this.stopped) return;
    const running = work().then(() => undefined);
    this.running.add(running);
    try {
      await running;
    } finally {
      this.running.delete(running);
    }
  }

  private async ensureQueue(name: string): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
  }

  /** Offers a job for the current slot now and twice per slot after that; offers after the first in a slot are no-ops. */
  private offerEverySlot(queue: string, intervalMs: number): void {
    const slotSeconds = slotSecondsOf(intervalMs);
    const offer = () => void this.enqueue(queue, slotSeconds);
    offer();
    const timer = setInterval(offer, (slotSeconds * 1000) / 2);
    timer.unref();
    this.timers.push(timer);
  }

  private async enqueue(queue: string, slotSeconds: number): Promise<void> {
    try {
      await this.boss?.send(queue, {}, { retryLimit: 0, singletonSeconds: slotSeconds });
    } catch (error) {
      this.logger.warn({ err: error, queue }, 'could not enqueue a job');
    }
  }
}
