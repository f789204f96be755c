import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Services } from '../src/app/services';
import { resolveViewer, type Viewer } from '../src/app/viewer';
import type { DataSourceEntity } from '../src/modules/data-sources/data-source.entity';

const DAY_MS = 86_400_000;

export function dayPlus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function viewerFor(services: Services, token: string, workspaceId?: number): Promise<Viewer> {
  const viewer = await resolveViewer(services, `Bearer ${token}`, workspaceId === undefined ? undefined : String(workspaceId));
  if (!viewer) throw new Error('a fresh token must resolve to a viewer');
  return viewer;
}

/** Uploads CSV texts as one data source of the viewer's workspace (files named as given, one table each). */
export async function uploadCsv(services: Services, viewer: Viewer, name: string, files: Record<string, string>): Promise<DataSourceEntity> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quarry-report-test-'));
  const parts = await Promise.all(
    Object.entries(files).map(async ([fileName, text]) => {
      const file = path.join(dir, fileName);
      await writeFile(file, text);
      return { path: file, originalName: fileName };
    }),
  );
  return services.dataSources.createUploadSource(viewer, name, parts);
}

/**
 * One row per order over 8 weeks ending `end`: about 20 orders a weekday and 6 a weekend day, spread over four
 * channels, then a planted surge in the last 7 days (45 a weekday, the extra all from Partner).
 */
export function plantedOrdersCsv(end: string): string {
  const lines = ['order_id,order_date,channel,amount'];
  const channels = ['Web', 'Email', 'Events', 'Partner'];
  let id = 1;
  for (let offset = 55; offset >= 0; offset--) {
    const day = dayPlus(end, -offset);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    const base = weekend ? 6 : 20 + (offset % 3) - 1;
    const surge = offset < 7 ? (weekend ? 8 : 25) : 0;
    for (let n = 0; n < base; n++) lines.push(`${id++},${day},${channels[n % 4]},${(100 + ((n * 37) % 50)).toFixed(2)}`);
    for (let n = 0; n < surge; n++) lines.push(`${id++},${day},Partner,${(120 + ((n * 13) % 40)).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}
