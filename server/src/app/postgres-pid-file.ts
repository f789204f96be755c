import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(pid: number, file: 'cmdline' | 'stat'): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

function parentOf(pid: number): number {
  // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
  const stat = readProc(pid, 'stat');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Makes a cluster directory startable after an earlier run died without stopping PostgreSQL:
 * - a postmaster.pid whose pid is dead or belongs to another program (pids are reused) is removed;
 * - a postmaster for this directory orphaned by a killed Quarry (its parent is gone, so init adopted it)
 *   is shut down cleanly, the way `pg_ctl stop -m fast` does;
 * - a postmaster still owned by a live process means another Quarry uses this directory: that is an error.
 */
export async function recoverStalePostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const isOurPostmaster =
    Number.isInteger(pid) && pid > 0 && isAlive(pid) && readProc(pid, 'cmdline').split('\0').includes(clusterDir);
  if (!isOurPostmaster) {
    logger.warn({ pid }, 'removing a stale postmaster.pid left by an earlier run');
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  const orphaned = parent === 1 || !isAlive(parent) || !/node/.test(readProc(parent, 'cmdline'));
  if (!orphaned) {
    throw new Error(`PostgreSQL for ${clusterDir} is in use by another running process (pid ${parent}). Stop it first.`);
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier run that was killed');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) throw new Error(`PostgreSQL (pid ${pid}) left by an earlier run did not stop.`);
  rmSync(pidFile, { force: true });
}
