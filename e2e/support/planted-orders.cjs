// CommonJS so that both the e2e files (ESM) and the server's jest tests (TypeScript, see server/test/report-helpers.ts)
// plant the same data.

/**
 * One row per order over 8 weeks ending `end`: about 20 orders a weekday and 6 a weekend day, spread over four
 * channels, then a planted surge in the last 7 days (45 a weekday, the extra all from Partner).
 */
function plantedOrdersCsv(end) {
  const lines = ['order_id,order_date,channel,amount'];
  const channels = ['Web', 'Email', 'Events', 'Partner'];
  let id = 1;
  for (let offset = 55; offset >= 0; offset--) {
    const day = new Date(Date.parse(`${end}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    const base = weekend ? 6 : 20 + (offset % 3) - 1;
    const surge = offset < 7 ? (weekend ? 8 : 25) : 0;
    for (let n = 0; n < base; n++) lines.push(`${id++},${day},${channels[n % 4]},${(100 + ((n * 37) % 50)).toFixed(2)}`);
    for (let n = 0; n < surge; n++) lines.push(`${id++},${day},Partner,${(120 + ((n * 13) % 40)).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

exports.plantedOrdersCsv = plantedOrdersCsv;
