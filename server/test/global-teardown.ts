import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.quarryTestPostgres;
  await handle?.postgres?.stop();
  if (handle) rmSync(handle.dataDir, { recursive: true, force: true });
}
