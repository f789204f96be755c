import type { ErrorRequestHandler } from 'express';
import { MulterError } from 'multer';
import type { Logger } from 'pino';
import { DomainError, InputValidationError, domainErrorOfLibrary, httpStatusOf, restBodyOf } from './errors';
import { PictureTooLargeError } from '../modules/users/user.errors';

/** Errors raised by body parsers and multer, turned into the domain errors they mean. */
function translate(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PictureTooLargeError();
    return new InputValidationError([{ loc: ['body', error.field ?? 'form'], msg: error.message, type: error.code.toLowerCase() }]);
  }
  const bodyError = error as { type?: string; status?: number; message?: string };
  if (bodyError.type === 'entity.parse.failed') {
    return new InputValidationError([{ loc: ['body'], msg: 'The request body is not valid JSON.', type: 'json_invalid' }]);
  }
  if (bodyError.type === 'entity.too.large') return new DomainError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (bodyError.status === 400 || bodyError.status === 415) {
    return new DomainError(bodyError.status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_USER_INPUT', bodyError.message ?? 'Bad request.');
  }
  return domainErrorOfLibrary(error);
}

/** The REST side of the one error mapping: status plus `{detail}`, never a stack trace. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known = translate(error);
    if (res.headersSent) return;
    if (known) {
      const retryAfter = known.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      res.status(httpStatusOf(known)).json(restBodyOf(known));
      return;
    }
    (req.log ?? logger).error({ err: error }, 'unexpected error in request');
    res.status(500).json({ detail: 'Internal server error' });
  };
}
