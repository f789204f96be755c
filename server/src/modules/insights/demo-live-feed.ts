import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_SCHEMA } from '../data-sources/demo/demo-source.service';
import { addDays, isoDay } from './insight-scanner';

/** A tick every few seconds. */
export const DEMO_FEED_INTERVAL_MS = 5_000;
/** Simulated rows carry ids from here up, so they can be told from the shipped data set and pruned. */
export const SIMULATED_ID_START = 10_000_000;
/** Simulated orders of one day, at most: about a busy day of the shipped data (some 50). */
export const DAILY_CAP = 60;
/** Days of simulated history kept (more than the insight engine's 8-week window). */
const KEEP_DAYS = 90;
/** A gap since the last order (the server was off) is filled at most this far back. */
const MAX_BACKFILL_DAYS = 60;
const FEED_LOCK = 0x5144_5304;

const DAY_MS = 86_400_000;

/**
 * The demo live feed: while the demo is on, simulated new orders (with their lines) arrive in the shared demo schema
 * every few seconds, so a new user sees the timeline move: each a replay of an order from the shipped history on a
 * new date. The feed is simulated; the detectors that notice it are
 * the real ones. Bounded: at most DAILY_CAP orders a day, paced over the day, and 90 days of them kept.
 */
export class DemoLiveFeed {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly random: () => number = Math.random,
  ) {}

  /** One tick: fills a gap since the last order (once), then adds one order if today is behind its pace. */
  async tick(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }]: { locked: boolean }[] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [FEED_LOCK]);
      if (!locked) return 0;
      const [{ ready }]: { ready: boolean }[] = await manager.query(
        `SELECT to_regclass($1) IS NOT NULL AND to_regclass($2) IS NOT NULL AND to_regclass($3) IS NOT NULL AS ready`,
        [`${DEMO_SCHEMA}.orders`, `${DEMO_SCHEMA}.order_items`, `${DEMO_SCHEMA}.products`],
      );
      if (!ready) return 0;
      const now = this.now();
      const today = isoDay(now);
      let added = await this.backfill(manager, today);
      const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM ${DEMO_SCHEMA}.orders WHERE order_date = $1::date AND order_id >= $2`, [today, SIMULATED_ID_START]);
      const dayFraction = (now.getTime() - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
      // A quarter of the day's orders may come at once (a fresh start shows movement), the rest at the day's pace.
      if (count < Math.round(DAILY_CAP * (0.25 + 0.75 * dayFraction))) added += await this.addOrders(manager, today, today, 1);
      // Orders arrive as the shipped data set's do: shipped for 3 days, half of them for up to 9, then delivered.
      const [{ delivered }]: { delivered: number }[] = await manager.query(
        `WITH changed AS (
           UPDATE ${DEMO_SCHEMA}.orders SET status = 'Delivered'
            WHERE status = 'Shipped' AND (order_date < $1::date - 9 OR (order_date < $1::date - 3 AND order_id % 2 = 0))
           RETURNING 1)
         SELECT count(*)::int AS delivered FROM changed`,
        [today],
      );
      if (added > 0) await manager.query(`DELETE FROM ${DEMO_SCHEMA}.order_items WHERE order_item_id >= $1 AND order_id IN (SELECT order_id FROM ${DEMO_SCHEMA}.orders WHERE order_id >= $1 AND order_date < $2::date)`, [SIMULATED_ID_START, addDays(today, -KEEP_DAYS)]);
      if (added > 0) await manager.query(`DELETE FROM ${DEMO_SCHEMA}.orders WHERE order_id >= $1 AND order_date < $2::date`, [SIMULATED_ID_START, addDays(today, -KEEP_DAYS)]);
      // The data set's stamp moves with its data: cached query results of the old data are no longer used.
      if (added > 0 || delivered > 0) await manager.query(`UPDATE demo_datasets SET updated_at = clock_timestamp() WHERE schema_name = $1`, [DEMO_SCHEMA]);
      return added;
    });
  }

  /** Days between the last order and today get orders at the rate of the 4 weeks before, weekday by weekday. */
  private async backfill(manager: EntityManager, today: string): Promise<number> {
    const [{ last }]: { last: string | null }[] = await manager.query(`SELECT max(order_date)::text AS last FROM ${DEMO_SCHEMA}.orders WHERE order_date < $1::date`, [today]);
    if (!last) return 0;
    const yesterday = addDays(today, -1);
    if (last >= yesterday) return 0;
    const rates: { dow: number; perDay: number }[] = await manager.query(
      `SELECT extract(dow FROM order_date)::int AS dow, count(*)::float / 4 AS "perDay"
         FROM ${DEMO_SCHEMA}.orders WHERE order_date > $1::date - 28 AND order_date <= $1::date GROUP BY 1`,
      [last],
    );
    let added = 0;
    const first = [addDays(last, 1), addDays(today, -MAX_BACKFILL_DAYS)].sort().at(-1) ?? yesterday;
    for (let day = first; day <= yesterday; day = addDays(day, 1)) {
      const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
      const mean = rates.find((rate) => rate.dow === dow)?.perDay ?? 10;
      added += await this.addOrders(manager, day, today, Math.max(0, Math.round(mean * (0.85 + 0.3 * this.random()))));
    }
    this.logger.info({ from: first, to: yesterday, orders: added }, 'demo live feed: filled the days since the last order');
    return added;
  }

  /**
   * Orders on one day, each a replay of a random order of the shipped history: its customer, rep, country and lines
   * (at today's list prices), so the mix of customers, products and sizes stays the data set's own. Recent orders are
   * still shipping (tick() delivers them as they age); older ones end as their original did.
   */
  private async addOrders(manager: EntityManager, day: string, today: string, count: number): Promise<number> {
    if (count <= 0) return 0;
    const [{ low, high, nextOrder, nextItem }]: { low: string | null; high: string | null; nextOrder: string; nextItem: string }[] = await manager.query(
      `SELECT (SELECT min(order_id) FROM ${DEMO_SCHEMA}.orders WHERE order_id < $1) AS low,
              (SELECT max(order_id) FROM ${DEMO_SCHEMA}.orders WHERE order_id < $1) AS high,
              (SELECT greatest(coalesce(max(order_id) + 1, $1), $1) FROM ${DEMO_SCHEMA}.orders WHERE order_id >= $1) AS "nextOrder",
              (SELECT greatest(coalesce(max(order_item_id) + 1, $1), $1) FROM ${DEMO_SCHEMA}.order_items WHERE order_item_id >= $1) AS "nextItem"`,
      [SIMULATED_ID_START],
    );
    if (low === null || high === null) return 0;
    const first = Number(low);
    const span = Number(high) - first + 1;
    const newIds = Array.from({ length: count }, (_unused, index) => Number(nextOrder) + index);
    const fromIds = newIds.map(() => first + Math.floor(this.random() * span));
    const inserted: { order_id: string }[] = await manager.query(
      `INSERT INTO ${DEMO_SCHEMA}.orders (order_id, customer_id, sales_rep_id, order_date, ship_country, status)
       SELECT n.new_id, h.customer_id, h.sales_rep_id, $3::date, h.ship_country,
              CASE WHEN h.status = 'Cancelled' THEN h.status
                   WHEN $3::date >= $4::date - 3 OR ($3::date >= $4::date - 9 AND n.new_id % 2 = 1) THEN 'Shipped'
                   WHEN h.status = 'Shipped' THEN 'Delivered' ELSE h.status END
         FROM unnest($1::bigint[], $2::bigint[]) AS n(new_id, from_id)
         JOIN ${DEMO_SCHEMA}.orders h ON h.order_id = n.from_id
       RETURNING order_id`,
      [newIds, fromIds, day, today],
    );
    await manager.query(
      `INSERT INTO ${DEMO_SCHEMA}.order_items (order_item_id, order_id, product_id, quantity, unit_price, discount)
       SELECT $3::bigint + row_number() OVER (ORDER BY n.new_id, i.order_item_id) - 1, n.new_id, i.product_id, i.quantity, coalesce(p.unit_price, i.unit_price), i.discount
         FROM unnest($1::bigint[], $2::bigint[]) AS n(new_id, from_id)
         JOIN ${DEMO_SCHEMA}.order_items i ON i.order_id = n.from_id
         LEFT JOIN ${DEMO_SCHEMA}.products p ON p.product_id = i.product_id`,
      [newIds, fromIds, nextItem],
    );
    return inserted.length;
  }
}
