import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A directory holding pg_dump and pg_restore, and their major version. */
export interface PostgresTools {
  dir: string;
  major: number;
  pgDump: string;
  pgRestore: string;
}

/** Where client tools may be: PG_BIN first, then PATH, then Debian's versioned directories (newest first). */
export function candidateDirs(env: NodeJS.ProcessEnv): string[] {
  const dirs: string[] = [];
  if (env.PG_BIN?.trim()) dirs.push(env.PG_BIN.trim());
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) dirs.push(dir);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) dirs.push(path.join(debian, version, 'bin'));
  }
  return [...new Set(dirs.map((dir) => path.resolve(dir)))];
}

/** The major version `pg_dump --version` reports ("pg_dump (PostgreSQL) 15.20 (Debian ...)" → 15), or undefined. */
export function majorOf(versionText: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.\d+)?/.exec(versionText);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** Every usable pair of pg_dump and pg_restore found, one per directory, newest first. */
export function findPostgresTools(env: NodeJS.ProcessEnv): PostgresTools[] {
  const found: PostgresTools[] = [];
  for (const dir of candidateDirs(env)) {
    const pgDump = path.join(dir, 'pg_dump');
    const pgRestore = path.join(dir, 'pg_restore');
    if (!existsSync(pgDump) || !existsSync(pgRestore)) continue;
    try {
      const major = majorOf(execFileSync(pgDump, ['--version'], { encoding: 'utf8', timeout: 10_000 }));
      if (major !== undefined && !found.some((tools) => tools.major === major)) found.push({ dir, major, pgDump, pgRestore });
    } catch {
      // Not runnable here (wrong architecture, a broken link): look further.
    }
  }
  return found.sort((a, b) => b.major - a.major);
}

export class MissingToolsError extends Error {}

/**
 * pg_dump refuses a server newer than itself, and pg_restore reads only archives of its own version or older: take
 * the newest pair, as long as it is at least the server's major version.
 */
export function toolsFor(serverMajor: number, env: NodeJS.ProcessEnv): PostgresTools {
  const found = findPostgresTools(env);
  const best = found[0];
  if (best && best.major >= serverMajor) return best;
  const seen = found.length > 0 ? `Found: ${found.map((tools) => `pg_dump ${tools.major} in ${tools.dir}`).join(', ')}.` : 'No pg_dump was found in PG_BIN, PATH or /usr/lib/postgresql/*/bin.';
  throw new MissingToolsError(
    [
      `The database is PostgreSQL ${serverMajor}, and backing it up or restoring it needs pg_dump and pg_restore ${serverMajor} or newer. ${seen}`,
      `Install the PostgreSQL ${serverMajor} client tools, e.g. on Debian or Ubuntu from the PostgreSQL project's own apt repository (PGDG): apt-get install postgresql-client-${serverMajor};`,
      `on macOS: brew install postgresql@${serverMajor}. Then run again, with PG_BIN=<their bin directory> if they are not on PATH.`,
    ].join('\n'),
  );
}
