import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError as ClassValidatorError } from 'class-validator';

/** Codes shared by GraphQL (`extensions.code`) and REST (HTTP status), mapped only in this file. */
export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED';

const HTTP_STATUS: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
};

/** One field problem, in the `{loc, msg, type}` shape REST clients read from a 422 `detail` list. */
export interface FieldIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Base of every expected error. Its message is safe to show to users. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** Extra facts for the client, sent as GraphQL extensions and as REST body fields (e.g. a bad file's lines). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Not authenticated.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}

/** A malformed request body: reported field by field. */
export class InputValidationError extends DomainError {
  constructor(issues: FieldIssue[]) {
    super('UNPROCESSABLE', issues.map((issue) => `${issue.loc.slice(1).join('.')}: ${issue.msg}`).join('; '), issues);
  }
}

export function issuesFromClassValidator(errors: ClassValidatorError[], root: string, prefix: (string | number)[] = []): FieldIssue[] {
  return errors.flatMap((error) => {
    const loc = [...prefix, error.property];
    const own = Object.entries(error.constraints ?? {}).map(([type, msg]) => ({ loc: [root, ...loc], msg, type: type === 'isDefined' ? 'missing' : type }));
    return [...own, ...issuesFromClassValidator(error.children ?? [], root, loc)];
  });
}

/** SQLSTATEs of text PostgreSQL cannot store: a NUL character (22021) or one the encoding lacks (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * Errors from libraries that are about what the caller sent rather than a fault, as the domain errors they mean. Found
 * by fuzzing: a NUL character in any text field (a question, a name) is refused by PostgreSQL, and a malformed
 * multipart upload by busboy or graphql-upload (an http-errors error marked `expose`); all would otherwise be a 500.
 */
export function domainErrorOfLibrary(error: unknown): DomainError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, driverError, expose, status, message } = error as { code?: unknown; driverError?: { code?: unknown }; expose?: unknown; status?: unknown; message?: unknown };
  const sqlState = typeof driverError?.code === 'string' ? driverError.code : code;
  if (typeof sqlState === 'string' && UNSTORABLE_TEXT.has(sqlState)) return new DomainError('BAD_USER_INPUT', 'Text cannot contain NUL (\\0) characters.');
  if (error instanceof Error && /^(Multipart|Unexpected end of form|Malformed part header)/i.test(error.message)) {
    return new InputValidationError([{ loc: ['body'], msg: 'The multipart form is malformed.', type: 'multipart_invalid' }]);
  }
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500 && typeof message === 'string') {
    return new DomainError(status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_USER_INPUT', message);
  }
  return undefined;
}

export function httpStatusOf(error: DomainError): number {
  return HTTP_STATUS[error.code];
}

/** GraphQL has one code for input it refuses; REST tells a refused value (400) from an unprocessable one (422). */
function graphQLCodeOf(error: DomainError): string {
  return error.code === 'UNPROCESSABLE' ? 'BAD_USER_INPUT' : error.code;
}

/** What a REST client receives: SPEC's `{detail}` with a text, or a list of field issues for malformed bodies. */
export function restBodyOf(error: DomainError): { detail: string | FieldIssue[] } & Record<string, unknown> {
  return { ...error.details, detail: error.code === 'UNPROCESSABLE' && error.issues ? error.issues : error.message };
}

/** GraphQL side: known errors keep their message and get a code; anything else is hidden and logged. */
export function createGraphQLErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const thrown = error instanceof GraphQLError ? error.originalError : error;
    const original = domainErrorOfLibrary(thrown) ?? thrown;
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { ...original.details, code: graphQLCodeOf(original), ...(original.issues ? { issues: original.issues } : {}) },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const issues = issuesFromClassValidator(original.extensions.validationErrors as ClassValidatorError[], 'args');
      return {
        message: issues.map((issue) => issue.msg).join('; '),
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT', issues },
      };
    }
    const code = formatted.extensions?.code;
    // Errors raised by graphql-js itself (syntax, validation, variable coercion) are about the request: keep them.
    if (!original || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL operation');
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
