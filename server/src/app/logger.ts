import pino, { type Logger } from 'pino';

/** Paths whose values never reach a log line: credentials, tokens and secrets. */
export const REDACTED_PATHS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'access_token',
  'jwtSecret',
  'apiKey',
  'secretKey',
  '*.password',
  '*.token',
  '*.access_token',
  '*.jwtSecret',
  '*.apiKey',
  '*.secretKey',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // The sign-in callback's redirect carries the new token in its fragment.
  'res.headers.location',
  'connectionParams.authorization',
];

/** JSON lines to stdout, or appended to `file` (LOG_FILE) when given. */
export function createLogger(level: string, file?: string): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: { service: 'quarry' } };
  // Synchronous writes: a log line is on disk before the process may exit.
  return file ? pino(options, pino.destination({ dest: file, append: true, mkdir: true, sync: true })) : pino(options);
}
