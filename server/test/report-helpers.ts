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

export { plantedOrdersCsv } from '../../e2e/support/planted-orders.cjs';
