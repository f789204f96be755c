import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printContract } from './build-schema';
import { createAppPubSub } from './pub-sub';

export const CONTRACT_PATH = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');

async function main(): Promise<void> {
  writeFileSync(CONTRACT_PATH, printContract(await buildAppSchema(createAppPubSub())));
  process.stdout.write(`wrote ${path.relative(process.cwd(), CONTRACT_PATH)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
