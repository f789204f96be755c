import { csvText, uploadedSource } from '../../../test/data-source-helpers';

/**
 * Orders with a freight charge each and one to three lines each, on purpose: freight summed over the joined lines
 * would count an order's freight once per line. Each figure must be counted at its own grain.
 */
const ORDERS: [number, string, number, string][] = [
  [1, 'Speedy', 10, '2025-01-05'],
  [2, 'Speedy', 20, '2025-02-11'],
  [3, 'Harbor', 30, '2025-03-02'],
  [4, 'Harbor', 40, '2025-04-18'],
  [5, 'Harbor', 50, '2024-12-30'],
];
const LINES: [number, number, number][] = [
  [1, 1, 100],
  [2, 1, 50],
  [3, 1, 25],
  [4, 2, 200],
  [5, 3, 300],
  [6, 3, 100],
  [7, 4, 400],
  [8, 5, 999],
  [9, 5, 1],
];

describe('figures of different grains in one answer', () => {
  const { ask } = uploadedSource('Shipping', () => [
    { name: 'orders.csv', data: csvText(['order_no', 'carrier', 'freight', 'order_dt'], ORDERS) },
    { name: 'order_lines.csv', data: csvText(['line_no', 'order_no', 'line_amt'], LINES) },
  ]);

  it('an order\'s freight beside its lines\' amounts, per carrier: each order\'s freight counted once', async () => {
    const answer = await ask('total freight and total line amount by carrier in 2025');
    expect(answer.status).toBe('answered');
    const byCarrier = Object.fromEntries(answer.rows.map((row) => [row[0], row.slice(1).map(Number)]));
    // 2025 orders only: Speedy 1 and 2, Harbor 3 and 4.
    expect(byCarrier).toEqual({ Speedy: [30, 375], Harbor: [70, 800] });
  });

  it('freight as a % of the lines\' amount, over all orders', async () => {
    const answer = await ask('freight as a % of line amount');
    expect(answer.status).toBe('answered');
    const total = LINES.reduce((sum, line) => sum + line[2], 0);
    expect(Number(answer.rows[0]?.[0])).toBeCloseTo((150 / total) * 100, 6);
  });
});
