import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from './logger';
import { recoverStalePostmaster } from './postgres-pid-file';

describe('recoverStalePostmaster', () => {
  const logger = createLogger('silent');
  let clusterDir: string;
  beforeEach(() => {
    clusterDir = mkdtempSync(path.join(tmpdir(), 'quarry-pid-'));
  });
  afterEach(() => rmSync(clusterDir, { recursive: true, force: true }));

  const writePidFile = (pid: number) => writeFileSync(path.join(clusterDir, 'postmaster.pid'), `${pid}\n${clusterDir}\n1700000000\n54329\n`);

  it('does nothing without a pid file', async () => {
    await expect(recoverStalePostmaster(clusterDir, logger)).resolves.toBeUndefined();
  });

  it('removes a pid file whose process is gone', async () => {
    writePidFile(2 ** 22 - 3);
    await recoverStalePostmaster(clusterDir, logger);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
  });

  it('removes a pid file whose pid now belongs to another program', async () => {
    writePidFile(process.pid);
    await recoverStalePostmaster(clusterDir, logger);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
  });

  it('refuses when a live process owned by a running node uses this directory', async () => {
    // A stand-in "postmaster" whose command line names the cluster directory, child of this (node) process.
    const standIn = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', '--', '-D', clusterDir], { stdio: 'ignore' });
    try {
      writePidFile(standIn.pid ?? 0);
      await expect(recoverStalePostmaster(clusterDir, logger)).rejects.toThrow(/in use by another running process/);
      expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);
    } finally {
      standIn.kill();
    }
  });
});
