import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { type DocumentNode, GraphQLError, type ValidationContext, type ValidationRule, specifiedRules, validate, visit } from 'graphql';
import type { GraphQLContext } from './context';

/**
 * What one GraphQL request may ask for. The product's own screens stay well inside these (the task board, the
 * deepest, is 4 levels and costs under 300); a client that asks for more is refused before anything runs.
 */
export const GRAPHQL_LIMITS = {
  /** Nested selections. Introspection is counted apart (GraphiQL's own query is deeper). */
  maxDepth: 10,
  /** graphql-armor's static cost: 2 per object, 1 per scalar, times 1.5 per level of depth. */
  maxCost: 5_000,
  maxAliases: 30,
  /** Lexical tokens in the document: a bound on the parser's work. */
  maxTokens: 5_000,
  /** Operations in one batched HTTP request (a JSON array body). */
  maxBatch: 10,
} as const;

/**
 * graphql-armor throws by default, which ends validation at the first limit; reporting instead gives the client the
 * usual validation error list (400), worded without armor's 'Syntax Error:' prefix.
 */
const report = {
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')))],
};

/** Validation rules for every operation, over HTTP and over graphql-ws alike. */
export const LIMIT_RULES: ValidationRule[] = [
  maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...report }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, ...report }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...report }),
];

export const PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens };

/** graphql-ws's validate, with the same rules as HTTP. */
export const validateWithLimits: typeof validate = (schema, document, rules = specifiedRules, options, typeInfo) =>
  validate(schema, document, [...rules, ...LIMIT_RULES], options, typeInfo);

/** Whether the operation dumps the schema (`__schema`); `__type` and `__typename` are not a dump. */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema') found = true;
    },
  });
  return found;
}

/** Errors of the request itself: the document does not parse, does not validate, or its variables do not fit. */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * The GraphQL-over-HTTP spec: a client that accepts only `application/json` gets such errors with status 200 (the
 * errors are in the body); one that accepts `application/graphql-response+json` (Apollo Client does) gets 400.
 */
export const legacyJsonStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request }) {
    const accept = request.http?.headers.get('accept') ?? '';
    if (accept.includes('application/graphql-response+json')) return;
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || response.http.status !== 400) return;
        const { data, errors } = response.body.singleResult;
        if (data === undefined && errors?.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions?.code)))) response.http.status = 200;
      },
    };
  },
};

/** A body that is not JSON, on /graphql: 400 with GraphQL's error shape (REST routes answer 422 with `detail`). */
export const graphqlBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { type } = error as { type?: string };
  if (type === 'entity.parse.failed') {
    res.status(400).json({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  next(error);
};

/**
 * Third-party tools introspect with a token or an API key; anonymous callers cannot dump the schema (`__schema`).
 * A lookup of one named type (`__type`) stays open: the GraphQL-over-HTTP conformance audits use it.
 */
export const signedInIntrospection: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, document }) {
        if (!contextValue.viewer && asksForSchema(document)) {
          throw new GraphQLError('Sign in to read the schema: send a bearer token or an API key.', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
      },
    };
  },
};

/** Refuses a batched request (an array body) of more operations than the limit, before Apollo runs any of them. */
export const limitBatches: RequestHandler = (req, res, next) => {
  const body: unknown = req.body;
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > GRAPHQL_LIMITS.maxBatch) {
      res.status(400).json({ errors: [{ message: `A batch holds 1 to ${GRAPHQL_LIMITS.maxBatch} operations, not ${body.length}.`, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
  }
  next();
};
