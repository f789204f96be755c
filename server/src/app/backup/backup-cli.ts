import 'reflect-metadata';
import { createLogger } from '../logger';
import { backup, restore } from './backup';

const USAGE = 'Usage: npm run backup [-- --out FILE]\n       npm run restore -- FILE [--clean --yes]';

/** `npm run backup` and `npm run restore` (see docs/deploy.md): the first argument says which. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--') && !arg.startsWith('--out')));
  const positional: string[] = [];
  let out: string | undefined;
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] ?? '';
    if (arg === '--out') out = rest[++index];
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (!arg.startsWith('--')) positional.push(arg);
  }
  const known = new Set(command === 'restore' ? ['--clean', '--yes'] : []);
  const unknown = [...flags].filter((flag) => !known.has(flag));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}.\n${USAGE}`);
  const options = { env: process.env, logger: createLogger('warn'), print: (line: string) => process.stdout.write(`${line}\n`) };
  if (command === 'backup' && positional.length === 0) {
    if (rest.includes('--out') && !out) throw new Error(`--out needs a file name.\n${USAGE}`);
    await backup({ ...options, out });
  } else if (command === 'restore' && positional.length === 1 && out === undefined) {
    await restore({ ...options, file: positional[0] ?? '', clean: flags.has('--clean'), yes: flags.has('--yes') });
  } else {
    throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
