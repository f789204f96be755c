import { readFileSync } from 'node:fs';
import { buildAppSchema, printContract } from './build-schema';
import { createAppPubSub } from './pub-sub';
import { CONTRACT_PATH } from './emit-schema';

describe('schema contract', () => {
  it('matches the committed schema/schema.graphql (run `npm run schema` after changing the API)', async () => {
    const emitted = printContract(await buildAppSchema(createAppPubSub()));
    expect(emitted).toBe(readFileSync(CONTRACT_PATH, 'utf8'));
  });
});
