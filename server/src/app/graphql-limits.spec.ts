import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { GRAPHQL_LIMITS, LIMIT_RULES, PARSE_OPTIONS, asksForSchema } from './graphql-limits';

const nested = buildSchema(`
  type Node { name: String, child: Node, children: [Node] }
  type Query { root: Node }
`);

/** `{ root { child { ... name } } }` with the leaf at `depth` levels. */
function nestedQuery(depth: number): string {
  return `{ root { ${'child { '.repeat(depth - 2)}name${' }'.repeat(depth - 2)} } }`;
}

/** A selection that branches in two at every level: its cost doubles per level while its depth grows by one. */
function branching(levels: number): string {
  return levels === 0 ? 'name' : `name child { ${branching(levels - 1)} } children { ${branching(levels - 1)} }`;
}

function refusals(schema: typeof nested, source: string): string[] {
  return validate(schema, parse(source, PARSE_OPTIONS), [...specifiedRules, ...LIMIT_RULES]).map((error) => error.message);
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return graphqlFiles(full);
    return name.endsWith('.graphql') ? [full] : [];
  });
}

describe('GraphQL limits', () => {
  it('allows the limit of depth and refuses one more', () => {
    expect(refusals(nested, nestedQuery(GRAPHQL_LIMITS.maxDepth))).toEqual([]);
    const [message] = refusals(nested, nestedQuery(GRAPHQL_LIMITS.maxDepth + 1));
    expect(message).toMatch(/depth/i);
  });

  it('refuses too many aliases', () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: root { name }`).join(' ');
    expect(refusals(nested, `{ ${aliases} }`).join(' ')).toMatch(/alias/i);
  });

  it('refuses an operation that costs too much', () => {
    const query = `{ root { ${branching(8)} } }`;
    const errors = refusals(nested, query);
    expect(errors.join(' ')).toMatch(/cost/i);
    expect(errors.join(' ')).not.toMatch(/depth/i);
  });

  it('stops parsing a document with too many tokens', () => {
    const long = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ')} }`;
    expect(() => parse(long, PARSE_OPTIONS)).toThrow(/token/i);
  });

  it('tells a schema dump from ordinary fields and single type lookups', () => {
    expect(asksForSchema(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(asksForSchema(parse('{ a: __schema { queryType { name } } }'))).toBe(true);
    expect(asksForSchema(parse('{ __type(name: "Query") { name } }'))).toBe(false);
    expect(asksForSchema(parse('{ root { __typename name } }'))).toBe(false);
  });

  it("keeps every operation of the product's own client within the limits", () => {
    const schema = buildSchema(readFileSync(path.join(__dirname, '..', '..', '..', 'schema', 'schema.graphql'), 'utf8'));
    const files = graphqlFiles(path.join(__dirname, '..', '..', '..', 'client', 'src'));
    expect(files.length).toBeGreaterThan(5);
    const documents = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    // Fragments live in other files than the operations that spread them: validate the client's documents together.
    const document = parse(documents, PARSE_OPTIONS);
    const errors = validate(schema, document, [...specifiedRules, ...LIMIT_RULES]).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});
