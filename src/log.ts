import { pino } from 'pino';

// Secrets travel in these places; pino replaces them before a line is written.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.clientSecret',
  '*.accessToken',
  '*.refreshToken',
  '*.authData',
  '*.token',
  '*.password',
  '*.secret',
];

/** The process logger: JSON lines on stdout, secrets redacted. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: REDACT, censor: '[redacted]' },
  base: { pid: process.pid },
});
